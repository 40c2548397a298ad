import { defineMessages } from '#ui/i18n/define-messages.ts';

// Feedback comments (docs/spec/product-spec.md sections 2, 3 and 7): the form, the lists and the API’s answers.
export const comments = defineMessages({
  fr: {
    title: 'Commentaires',
    categories: {
      login: 'Connexion',
      availability: 'Disponibilité',
      data: 'Données',
      performance: 'Performance',
      bug: 'Bogue',
      howTo: 'Comment faire',
      feature: 'Suggestion',
    },
    mine: {
      heading: 'Vos commentaires',
      lead: 'Un problème, une question ou une idée? Écrivez à l’équipe Best Pairing : chaque commentaire lui est envoyé par courriel.',
      historyHeading: 'Commentaires envoyés',
      caption: 'Vos commentaires envoyés',
      empty: {
        title: 'Aucun commentaire envoyé',
        text: 'Les commentaires que vous envoyez apparaîtront ici.',
      },
    },
    all: {
      heading: 'Commentaires',
      lead: 'Les commentaires envoyés par les utilisateurs, du plus récent au plus ancien.',
      caption: 'Commentaires des utilisateurs',
      anyCategory: 'Toutes les catégories',
      empty: {
        title: 'Aucun commentaire',
        text: 'Les commentaires des utilisateurs apparaîtront ici.',
      },
      emptyFiltered: {
        title: 'Aucun commentaire dans cette catégorie',
        text: 'Choisissez une autre catégorie ou affichez-les toutes.',
      },
      platform: 'Best Pairing',
      deletedAuthor: 'Compte supprimé',
    },
    columns: {
      sent: 'Envoyé le',
      category: 'Catégorie',
      message: 'Message',
      author: 'Auteur',
      concession: 'Concession',
    },
    form: {
      heading: 'Envoyer un commentaire',
      category: 'Catégorie',
      categoryPlaceholder: 'Choisissez une catégorie',
      message: 'Message',
      messageHint: 'Décrivez la situation en quelques phrases (au plus {{max}} caractères).',
      submit: 'Envoyer',
    },
    flash: {
      sent: 'Merci! Votre commentaire a été envoyé à l’équipe Best Pairing.',
    },
    validation: {
      categoryRequired: 'Choisissez une catégorie.',
      categoryUnknown: 'Choisissez une catégorie de la liste.',
      messageRequired: 'Écrivez votre message.',
      messageTooLong: 'Le message doit faire au plus {{max}} caractères.',
      page: 'La page doit être un nombre entier positif.',
    },
  },
  en: {
    title: 'Feedback',
    categories: {
      login: 'Sign-in',
      availability: 'Availability',
      data: 'Data',
      performance: 'Performance',
      bug: 'Bug',
      howTo: 'How to',
      feature: 'Feature request',
    },
    mine: {
      heading: 'Your feedback',
      lead: 'A problem, a question or an idea? Write to the Best Pairing team: each comment is emailed to them.',
      historyHeading: 'Feedback sent',
      caption: 'Your feedback sent',
      empty: {
        title: 'No feedback sent yet',
        text: 'The comments you send will show here.',
      },
    },
    all: {
      heading: 'Feedback',
      lead: 'Comments sent by users, newest first.',
      caption: 'Users’ feedback',
      anyCategory: 'All categories',
      empty: {
        title: 'No feedback',
        text: 'Comments sent by users will show here.',
      },
      emptyFiltered: {
        title: 'No feedback in this category',
        text: 'Choose another category or show them all.',
      },
      platform: 'Best Pairing',
      deletedAuthor: 'Deleted account',
    },
    columns: {
      sent: 'Sent',
      category: 'Category',
      message: 'Message',
      author: 'Author',
      concession: 'Dealership',
    },
    form: {
      heading: 'Send feedback',
      category: 'Category',
      categoryPlaceholder: 'Choose a category',
      message: 'Message',
      messageHint: 'Describe what happened in a few sentences (at most {{max}} characters).',
      submit: 'Send',
    },
    flash: {
      sent: 'Thank you! Your feedback was sent to the Best Pairing team.',
    },
    validation: {
      categoryRequired: 'Choose a category.',
      categoryUnknown: 'Choose a category from the list.',
      messageRequired: 'Write your message.',
      messageTooLong: 'The message must be at most {{max}} characters.',
      page: 'The page must be a positive whole number.',
    },
  },
});
