import { defineMessages } from '#ui/i18n/define-messages.ts';

export const errors = defineMessages({
  fr: {
    unauthorized: {
      title: 'Accès refusé',
      heading: 'Accès refusé',
      text: 'Votre compte n’a pas accès à cette page.',
      back: 'Aller à ma page',
    },
    notFound: {
      title: 'Page introuvable',
      heading: 'Erreur 404',
      text: 'Cette page n’existe pas ou a été déplacée.',
      back: 'Retour à l’accueil',
    },
    badRequest: {
      title: 'Requête illisible',
      heading: 'Erreur 400',
      text: 'Les données envoyées sont illisibles. Revenez à la page précédente et réessayez.',
      back: 'Retour à l’accueil',
    },
    server: {
      title: 'Erreur 500',
      heading: 'Erreur 500',
      text: 'Quelque chose s’est vraiment mal passé.',
      hint: 'Veuillez réessayer ou contacter le soutien.',
      back: 'Retour à l’accueil',
    },
    busy: {
      title: 'Service occupé',
      heading: 'Erreur 503',
      text: 'Le service est occupé et n’a pas pu répondre à temps. Réessayez dans un instant.',
      back: 'Retour à l’accueil',
    },
    refusedForm: {
      title: 'Formulaire refusé',
      heading: 'Formulaire refusé',
      text: 'Rien n’a été enregistré. Revenez au formulaire et corrigez le texte.',
      back: 'Revenir au formulaire',
    },
  },
  en: {
    unauthorized: {
      title: 'Access denied',
      heading: 'Access denied',
      text: 'Your account does not have access to this page.',
      back: 'Go to my page',
    },
    notFound: {
      title: 'Page not found',
      heading: '404 error',
      text: 'This page does not exist or has moved.',
      back: 'Back to home',
    },
    badRequest: {
      title: 'Unreadable request',
      heading: '400 error',
      text: 'The data sent cannot be read. Go back to the previous page and try again.',
      back: 'Back to home',
    },
    server: {
      title: '500 error',
      heading: '500 error',
      text: 'Something went really wrong.',
      hint: 'Please try again or contact the support.',
      back: 'Back to home',
    },
    busy: {
      title: 'Service busy',
      heading: '503 error',
      text: 'The service is busy and could not answer in time. Try again in a moment.',
      back: 'Back to home',
    },
    refusedForm: {
      title: 'Form refused',
      heading: 'Form refused',
      text: 'Nothing was saved. Go back to the form and correct the text.',
      back: 'Back to the form',
    },
  },
});
