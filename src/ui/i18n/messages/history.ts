import { defineMessages } from '#ui/i18n/define-messages.ts';

/*
 * The clients history (/seller/clients-history, /admin/clients-history and their {id} pages):
 * clients whose relationship ended, was archived or waits as be-back, and each one’s timeline.
 */
export const history = defineMessages({
  fr: {
    list: {
      title: 'Historique des clients',
      sellerIntro:
        'Vos clients vendus, non vendus, archivés ou en attente de réponse (retour prévu).',
      adminIntro:
        'Les clients vendus, non vendus, archivés ou en attente de réponse de tous les conseillers de la concession.',
      caption: 'Clients de l’historique',
      status: 'Statut',
      allStatuses: 'Tous les statuts',
      seller: 'Conseiller',
      allSellers: 'Tous les conseillers',
      emptyTitle: 'Aucun client pour ces filtres',
      emptyText: 'Essayez une autre période ou un autre statut.',
      period: 'Période du {{from}} au {{to}}',
    },
    columns: {
      client: 'Client',
      status: 'Statut',
      seller: 'Conseiller',
      purpose: 'But de la visite',
      date: 'Date du statut',
    },
    visitor: 'Client arrivé le {{date}}',
    noSeller: 'Aucun',
    detail: {
      back: 'Retour à l’historique',
      record: 'Fiche du client et jumelage',
      summaryHeading: 'Résumé',
      status: 'Statut',
      seller: 'Conseiller',
      purpose: 'But de la visite',
      language: 'Langue',
      arrived: 'Arrivée',
      statusDate: 'Date du statut',
      outcome: 'Fin de la relation',
      comment: 'Commentaire',
      noComment: 'Aucun commentaire',
      timelineHeading: 'Parcours',
      timelineIntro: 'Chaque changement de statut, avec l’heure de la concession et son auteur.',
      by: 'par {{actor}}',
      modelsViewed: 'Modèles vus : {{models}}',
      modelsSold: 'Modèle vendu : {{models}}',
      endingComment: 'Commentaire : {{comment}}',
    },
  },
  en: {
    list: {
      title: 'Customer history',
      sellerIntro: 'Your customers sold, not sold, archived or awaiting their response (be-back).',
      adminIntro:
        'Customers sold, not sold, archived or awaiting their response, of every advisor of the dealership.',
      caption: 'Past customers',
      status: 'Status',
      allStatuses: 'All statuses',
      seller: 'Advisor',
      allSellers: 'All advisors',
      emptyTitle: 'No customer for these filters',
      emptyText: 'Try another period or another status.',
      period: 'Period from {{from}} to {{to}}',
    },
    columns: {
      client: 'Customer',
      status: 'Status',
      seller: 'Advisor',
      purpose: 'Visit purpose',
      date: 'Status date',
    },
    visitor: 'Customer who came on {{date}}',
    noSeller: 'None',
    detail: {
      back: 'Back to the history',
      record: 'Client record and pairing',
      summaryHeading: 'Summary',
      status: 'Status',
      seller: 'Advisor',
      purpose: 'Visit purpose',
      language: 'Language',
      arrived: 'Arrived',
      statusDate: 'Status date',
      outcome: 'End of the relationship',
      comment: 'Comment',
      noComment: 'No comment',
      timelineHeading: 'Timeline',
      timelineIntro: 'Every status change, with the dealership’s time and who made it.',
      by: 'by {{actor}}',
      modelsViewed: 'Models viewed: {{models}}',
      modelsSold: 'Model sold: {{models}}',
      endingComment: 'Comment: {{comment}}',
    },
  },
});
