import { defineMessages } from '#ui/i18n/define-messages.ts';

// The Users calls' answers and the contract and privacy-policy pages.
export const users = defineMessages({
  fr: {
    errors: {
      notFound: 'Ce membre n’existe pas ou vous n’y avez pas accès.',
      concessionNotFound: 'Cette concession n’existe pas ou vous n’y avez pas accès.',
      concessionRequired: 'Choisissez la concession du nouveau membre.',
      roleNotAllowed: 'Votre compte ne peut pas créer un membre avec ce rôle.',
      memberNotManageable: 'Vous n’avez pas accès à ce membre.',
      emailInUse: 'Ce courriel est peut-être déjà utilisé par un autre compte.',
      cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
      lastOwner:
        'Ce propriétaire est le seul de la concession : ajoutez-en un autre avant de le supprimer.',
      documentNotForRole: 'Ce document n’est pas à signer pour votre rôle.',
      noPublishedDocument: 'Aucune version de ce document n’est encore publiée.',
      licenceLimitSeller:
        'Toutes les licences conseiller de votre concession sont attribuées (limite : {{limit}}). Le propriétaire peut en acheter d’autres dans Facturation pour ajouter un conseiller.',
      licenceLimitAdmin:
        'Toutes les licences administrateur de votre concession sont attribuées (limite : {{limit}}). Le propriétaire peut en acheter d’autres dans Facturation pour ajouter un administrateur.',
    },
    validation: {
      email: 'Entrez un courriel valide.',
      name: 'Entrez un nom de 1 à 100 caractères.',
      phone: 'Entrez un numéro de téléphone à 10 chiffres, par exemple (514) 555-0123.',
      language: 'Choisissez le français ou l’anglais.',
      role: 'Choisissez un rôle : propriétaire, administrateur ou conseiller.',
      documentKind: 'Choisissez le contrat ou la politique de confidentialité.',
      picture: 'Joignez une image JPG ou PNG.',
      pictureEmpty: 'Le fichier de l’image est vide.',
      pictureTooLarge: 'L’image doit faire au plus 2 Mo.',
      pictureType: 'L’image doit être au format JPG ou PNG.',
    },
    sign: {
      contractLead:
        'Avant de commencer, prenez connaissance du contrat d’utilisation de Best Pairing et acceptez-le.',
      privacyPolicyLead:
        'Avant de commencer, prenez connaissance de la politique de confidentialité de Best Pairing et acceptez-la.',
      version: 'Version {{version}}, publiée le {{date}}',
      documentLabel: 'Texte du document',
      accept: 'J’ai lu et j’accepte ce document',
      acceptRequired: 'Cochez la case pour confirmer que vous acceptez le document.',
      submit: 'Accepter et continuer',
      alreadySigned: 'Vous avez déjà accepté cette version.',
      continue: 'Continuer',
      unavailable:
        'Le document n’est pas encore disponible. Réessayez plus tard ou contactez le soutien.',
    },
  },
  en: {
    errors: {
      notFound: 'This member does not exist or you do not have access to it.',
      concessionNotFound: 'This dealership does not exist or you do not have access to it.',
      concessionRequired: 'Choose the new member’s dealership.',
      roleNotAllowed: 'Your account cannot create a member with this role.',
      memberNotManageable: 'You do not have access to this member.',
      emailInUse: 'This email may already be used by another account.',
      cannotDeleteSelf: 'You cannot delete your own account.',
      lastOwner: 'This owner is the only one of the dealership: add another before deleting them.',
      documentNotForRole: 'Your role does not sign this document.',
      noPublishedDocument: 'No version of this document is published yet.',
      licenceLimitSeller:
        'All of your dealership’s advisor licences are in use (limit: {{limit}}). The owner can buy more in Billing to add another advisor.',
      licenceLimitAdmin:
        'All of your dealership’s administrator licences are in use (limit: {{limit}}). The owner can buy more in Billing to add another administrator.',
    },
    validation: {
      email: 'Enter a valid email.',
      name: 'Enter a name of 1 to 100 characters.',
      phone: 'Enter a 10-digit phone number, for example (514) 555-0123.',
      language: 'Choose French or English.',
      role: 'Choose a role: owner, administrator or advisor.',
      documentKind: 'Choose the contract or the privacy policy.',
      picture: 'Attach a JPG or PNG image.',
      pictureEmpty: 'The image file is empty.',
      pictureTooLarge: 'The image must be at most 2 MB.',
      pictureType: 'The image must be a JPG or PNG file.',
    },
    sign: {
      contractLead: 'Before you start, read the Best Pairing terms of use and accept them.',
      privacyPolicyLead: 'Before you start, read the Best Pairing privacy policy and accept it.',
      version: 'Version {{version}}, published on {{date}}',
      documentLabel: 'Document text',
      accept: 'I have read and accept this document',
      acceptRequired: 'Tick the box to confirm that you accept the document.',
      submit: 'Accept and continue',
      alreadySigned: 'You have already accepted this version.',
      continue: 'Continue',
      unavailable: 'The document is not available yet. Try again later or contact the support.',
    },
  },
});
