import { defineMessages } from '#ui/i18n/define-messages.ts';

// Changing a paid subscription (docs/decisions/092): the demo billing portal and its refusals.
export const billingChanges = defineMessages({
  fr: {
    errors: {
      notPaid: 'Cette concession n’a pas d’abonnement payé à modifier.',
      ended: 'L’abonnement est terminé : payez de nouveau pour le reprendre.',
      seatsInUse:
        'Vos conseillers occupent plus de licences que ce nombre : libérez des licences avant de le réduire.',
      nothingToChange: 'Indiquez au moins un changement.',
    },
    portal: {
      current: 'Votre abonnement',
      status: 'État : {{status}}',
      licences: '{{included}} licences de conseiller incluses et {{extra}} supplémentaires',
      renews: 'Prochain renouvellement : {{date}}',
      ends: 'L’abonnement se termine le {{date}}.',
      price: 'Prix : {{price}}',
      change: 'Licences et période',
      extra: 'Licences de conseiller supplémentaires',
      period: 'Période de facturation',
      save: 'Enregistrer les changements',
      cancelHeading: 'Annulation',
      cancelLead: 'L’abonnement reste actif jusqu’à la fin de la période payée.',
      cancel: 'Annuler à la fin de la période',
      reactivate: 'Réactiver l’abonnement',
      recorded:
        'Changement transmis. Il s’affiche ici dès que le fournisseur de paiement l’a confirmé.',
      noSubscription: 'Cette concession n’a encore rien payé : il n’y a pas d’abonnement à gérer.',
      periods: { month: 'Mensuelle', year: 'Annuelle (12 mois à la fois)' },
      statuses: {
        neverCreated: 'jamais créé',
        pending_set_up: 'payé, configuration en cours',
        incomplete: 'paiement incomplet',
        active: 'actif',
        inactive: 'inactif',
        cancelled: 'annulé',
      },
    },
    live: {
      checking: 'Vérification du paiement…',
      stillWaiting: 'Toujours en attente de la confirmation.',
    },
  },
  en: {
    errors: {
      notPaid: 'This dealership has no paid subscription to change.',
      ended: 'The subscription has ended: pay again to resume it.',
      seatsInUse:
        'Your advisors hold more licences than that number: free some licences before lowering it.',
      nothingToChange: 'Give at least one change.',
    },
    portal: {
      current: 'Your subscription',
      status: 'State: {{status}}',
      licences: '{{included}} advisor licences included and {{extra}} supplementary',
      renews: 'Next renewal: {{date}}',
      ends: 'The subscription ends on {{date}}.',
      price: 'Price: {{price}}',
      change: 'Licences and period',
      extra: 'Supplementary advisor licences',
      period: 'Billing period',
      save: 'Save the changes',
      cancelHeading: 'Cancellation',
      cancelLead: 'The subscription stays active until the end of the period paid.',
      cancel: 'Cancel at the end of the period',
      reactivate: 'Reactivate the subscription',
      recorded: 'Change sent. It shows here as soon as the payment provider has confirmed it.',
      noSubscription:
        'This dealership has not paid anything yet: there is no subscription to manage.',
      periods: { month: 'Monthly', year: 'Yearly (12 months at once)' },
      statuses: {
        neverCreated: 'never created',
        pending_set_up: 'paid, set-up in progress',
        incomplete: 'payment incomplete',
        active: 'active',
        inactive: 'inactive',
        cancelled: 'cancelled',
      },
    },
    live: {
      checking: 'Checking the payment…',
      stillWaiting: 'Still waiting for the confirmation.',
    },
  },
});
