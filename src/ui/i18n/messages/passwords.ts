import { defineMessages } from '#ui/i18n/define-messages.ts';

// Choosing, changing and resetting passwords (docs/spec/product-spec.md sections 5 and 8, docs/spec/decisions.md section 7).
// "Password required" and "email required" are the api module’s, shared with the sign-in form.
export const passwords = defineMessages({
  fr: {
    errors: {
      weak: 'Le mot de passe doit contenir de 8 à 100 caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.',
      confirmationRequired: 'La confirmation du mot de passe est requise.',
      mismatch: 'Les mots de passe ne correspondent pas.',
      wrongPassword: 'Vérifiez votre mot de passe.',
      alreadySet: 'Ce compte a déjà un mot de passe.',
      stationAccount:
        'Les bornes se connectent avec le mot de passe de borne de leur concession, pas avec un mot de passe personnel.',
    },
    hint: '8 à 100 caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.',
    fields: {
      email: 'Courriel',
      password: 'Mot de passe',
      newPassword: 'Nouveau mot de passe',
      confirmation: 'Confirmez le mot de passe',
    },
    create: {
      title: 'Créer un mot de passe',
      heading: 'Créez votre mot de passe',
      lead: 'Bienvenue, {{name}}! Choisissez le mot de passe avec lequel vous vous connecterez.',
      submit: 'Créer mon mot de passe',
    },
    forgot: {
      title: 'Mot de passe oublié',
      heading: 'Mot de passe oublié?',
      lead: 'Entrez le courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
      sent: 'Si un compte existe pour cette adresse, un courriel avec un lien vient de lui être envoyé. Le lien est valide pendant 1 heure.',
      backToLogin: 'Retour à la connexion',
    },
    reset: {
      title: 'Nouveau mot de passe',
      heading: 'Choisissez un nouveau mot de passe',
      lead: 'Il remplacera votre mot de passe actuel, et vos appareils connectés seront déconnectés.',
      submit: 'Enregistrer le mot de passe',
      done: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
    },
    link: {
      invalid: {
        heading: 'Lien de réinitialisation invalide',
        text: 'Ce lien n’existe pas ou a déjà été utilisé. Demandez un nouveau lien.',
      },
      expired: {
        heading: 'Lien de réinitialisation expiré ou invalide',
        text: 'Les liens de réinitialisation sont valides pendant 1 heure. Demandez un nouveau lien.',
      },
      askAgain: 'Demander un nouveau lien',
    },
    invite: {
      title: 'Invitation',
      heading: 'Bienvenue dans Best Pairing',
      lead: 'Bonjour {{name}}, votre compte est prêt. Continuez pour créer votre mot de passe.',
      submit: 'Continuer',
      invalid: {
        heading: 'Lien d’invitation invalide',
        text: 'Ce lien n’existe pas ou a déjà été utilisé. Si vous n’avez pas encore de mot de passe, demandez un lien avec le courriel de votre compte.',
      },
      expired: {
        heading: 'Lien d’invitation expiré',
        text: 'Les invitations sont valides pendant 7 jours. Demandez un lien avec le courriel de votre compte pour créer votre mot de passe.',
      },
    },
  },
  en: {
    errors: {
      weak: 'The password must be between 8 and 100 characters and include a lowercase letter, an uppercase letter and a number.',
      confirmationRequired: 'Password confirmation is required.',
      mismatch: 'The passwords must match.',
      wrongPassword: 'Check your password.',
      alreadySet: 'This account already has a password.',
      stationAccount:
        'Kiosks sign in with their dealership’s station password, not with a personal password.',
    },
    hint: '8 to 100 characters, with a lowercase letter, an uppercase letter and a number.',
    fields: {
      email: 'Email',
      password: 'Password',
      newPassword: 'New password',
      confirmation: 'Confirm the password',
    },
    create: {
      title: 'Create a password',
      heading: 'Create your password',
      lead: 'Welcome, {{name}}! Choose the password you will sign in with.',
      submit: 'Create my password',
    },
    forgot: {
      title: 'Forgot password',
      heading: 'Forgot your password?',
      lead: 'Enter the email of your account. We will send you a link to choose a new password.',
      submit: 'Send the link',
      sent: 'If an account exists for this address, an email with a link was just sent to it. The link works for 1 hour.',
      backToLogin: 'Back to sign in',
    },
    reset: {
      title: 'New password',
      heading: 'Choose a new password',
      lead: 'It replaces your current password, and your signed-in devices will be signed out.',
      submit: 'Save the password',
      done: 'Your password was changed. Sign in with your new password.',
    },
    link: {
      invalid: {
        heading: 'Reset link invalid',
        text: 'This link does not exist or was already used. Ask for a new one.',
      },
      expired: {
        heading: 'Reset link expired or invalid',
        text: 'Reset links work for 1 hour. Ask for a new one.',
      },
      askAgain: 'Ask for a new link',
    },
    invite: {
      title: 'Invitation',
      heading: 'Welcome to Best Pairing',
      lead: 'Hello {{name}}, your account is ready. Continue to create your password.',
      submit: 'Continue',
      invalid: {
        heading: 'Invitation link invalid',
        text: 'This link does not exist or was already used. If you have no password yet, ask for a link with your account’s email.',
      },
      expired: {
        heading: 'Invitation link expired',
        text: 'Invitations work for 7 days. Ask for a link with your account’s email to create your password.',
      },
    },
  },
});
