import { defineMessages } from '#ui/i18n/define-messages.ts';

export const api = defineMessages({
  fr: {
    validation: 'Certaines données envoyées sont invalides.',
    notFound: "La ressource demandée n'existe pas.",
    internal: "Une erreur inattendue s'est produite. Veuillez réessayer ou contacter le soutien.",
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
    unauthenticated: 'Veuillez vous connecter.',
    forbidden: "Votre compte n'a pas accès à cette action.",
    onboardingRequired: "Terminez d'abord la configuration de votre compte.",
    csrf: 'Le formulaire a expiré. Rechargez la page et réessayez.',
    invalidCredentials: 'Vérifiez votre courriel et votre mot de passe.',
    rateLimited: 'Trop de tentatives. Réessayez dans {{minutes}} minute(s).',
    emailRequired: 'Le courriel est requis.',
    passwordRequired: 'Le mot de passe est requis.',
  },
  en: {
    validation: 'Some of the data sent is invalid.',
    notFound: 'The requested resource does not exist.',
    internal: 'An unexpected error occurred. Please try again or contact the support.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not accepted.',
    unauthenticated: 'Please sign in.',
    forbidden: 'Your account does not have access to this action.',
    onboardingRequired: 'Finish setting up your account first.',
    csrf: 'The form has expired. Reload the page and try again.',
    invalidCredentials: 'Check your email and password.',
    rateLimited: 'Too many attempts. Try again in {{minutes}} minute(s).',
    emailRequired: 'Email is required.',
    passwordRequired: 'Password is required.',
  },
});
