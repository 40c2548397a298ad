import { defineMessages } from '../define-messages.ts';

export const api = defineMessages({
  fr: {
    validation: 'Certaines données envoyées sont invalides.',
    notFound: "La ressource demandée n'existe pas.",
    internal: "Une erreur inattendue s'est produite. Veuillez réessayer ou contacter le soutien.",
    payloadTooLarge: 'La requête est trop volumineuse.',
  },
  en: {
    validation: 'Some of the data sent is invalid.',
    notFound: 'The requested resource does not exist.',
    internal: 'An unexpected error occurred. Please try again or contact the support.',
    payloadTooLarge: 'The request is too large.',
  },
});
