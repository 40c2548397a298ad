import { defineMessages } from '#ui/i18n/define-messages.ts';

// The platform's homes (issue 16, docs/decisions/086): the PR admin's overview and the bpm's
// dealerships.
export const homes = defineMessages({
  fr: {
    subscription: {
      active: 'Actif',
      pending_set_up: 'Mise en service en attente',
      incomplete: 'Paiement incomplet',
      inactive: 'Inactif',
      cancelled: 'Annulé',
      neverCreated: 'Jamais créé',
      none: 'Aucun abonnement',
    },
    steps: {
      information: 'Informations',
      configuration: 'Configuration',
      connection: 'Connexion',
    },
    prAdmin: {
      title: 'Accueil',
      lead: 'L’état des concessions, le soutien à traiter et le dernier recalcul de lambda.',
      dealerships: {
        heading: 'Concessions par abonnement',
        total: 'Concessions, hors démonstration : {{count}}',
        open: 'Voir les concessions',
      },
      setup: {
        heading: 'Mise en place',
        done: 'Configuration terminée',
        doneValue: '{{count}} sur {{total}}',
        left: '{{step}} à valider',
      },
      tickets: {
        heading: 'Billets de soutien récents',
        caption: 'Les billets de soutien les plus récents',
        open: 'Voir tous les billets ({{count}})',
        emptyTitle: 'Aucun billet',
        emptyText: 'Les billets de soutien apparaîtront ici.',
      },
      comments: {
        heading: 'Commentaires récents',
        caption: 'Les commentaires les plus récents',
        open: 'Voir tous les commentaires ({{count}})',
        emptyTitle: 'Aucun commentaire',
        emptyText: 'Les commentaires des utilisateurs apparaîtront ici.',
      },
      recalculation: {
        heading: 'Recalcul de lambda',
        running: 'Recalcul en cours (version {{version}}) : {{processed}} sur {{total}}.',
        open: 'Ouvrir le recalcul',
      },
    },
    bpm: {
      title: 'Mes concessions',
      lead: 'Vos concessions, leur mise en place, leur abonnement et ce qui demande votre attention.',
      add: 'Ajouter une concession',
      demo: 'Ouvrir la démonstration',
      setUp: 'Configurée',
      stepsLeft: 'Étapes restantes : {{steps}}',
      alerts: 'Alertes : {{count}}',
      noAlert: 'Aucune alerte',
      emptyTitle: 'Aucune concession',
      emptyText:
        'Les concessions de vos territoires et celles qui vous sont confiées apparaîtront ici.',
      subscriptionLabel: 'Abonnement',
      setupLabel: 'Mise en place',
    },
  },
  en: {
    subscription: {
      active: 'Active',
      pending_set_up: 'Set-up pending',
      incomplete: 'Payment incomplete',
      inactive: 'Inactive',
      cancelled: 'Cancelled',
      neverCreated: 'Never created',
      none: 'No subscription',
    },
    steps: {
      information: 'Information',
      configuration: 'Configuration',
      connection: 'Connection',
    },
    prAdmin: {
      title: 'Home',
      lead: 'The dealerships’ state, the support to handle and the last lambda recalculation.',
      dealerships: {
        heading: 'Dealerships by subscription',
        total: 'Dealerships, demonstration excluded: {{count}}',
        open: 'See the dealerships',
      },
      setup: {
        heading: 'Set-up',
        done: 'Set-up complete',
        doneValue: '{{count}} of {{total}}',
        left: '{{step}} to validate',
      },
      tickets: {
        heading: 'Recent support tickets',
        caption: 'The most recent support tickets',
        open: 'See all tickets ({{count}})',
        emptyTitle: 'No ticket',
        emptyText: 'Support tickets will show here.',
      },
      comments: {
        heading: 'Recent comments',
        caption: 'The most recent comments',
        open: 'See all comments ({{count}})',
        emptyTitle: 'No comment',
        emptyText: 'Users’ comments will show here.',
      },
      recalculation: {
        heading: 'Lambda recalculation',
        running: 'Recalculation running (version {{version}}): {{processed}} of {{total}}.',
        open: 'Open the recalculation',
      },
    },
    bpm: {
      title: 'My dealerships',
      lead: 'Your dealerships, their set-up, their subscription and what needs your attention.',
      add: 'Add a dealership',
      demo: 'Open the demonstration',
      setUp: 'Set up',
      stepsLeft: 'Steps left: {{steps}}',
      alerts: 'Alerts: {{count}}',
      noAlert: 'No alert',
      emptyTitle: 'No dealership',
      emptyText: 'The dealerships of your territories and those assigned to you will show here.',
      subscriptionLabel: 'Subscription',
      setupLabel: 'Set-up',
    },
  },
});
