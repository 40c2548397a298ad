import { defineMessages } from '#ui/i18n/define-messages.ts';

// The words the shared components bring themselves; callers pass everything that depends on a page.
export const components = defineMessages({
  fr: {
    formErrors: {
      title: 'Le formulaire contient des erreurs',
      lead: 'Corrigez les points suivants, puis envoyez le formulaire de nouveau.',
      item: '{{label}} : {{message}}',
    },
    confirm: { cancel: 'Annuler' },
    snackbar: { dismiss: 'Fermer le message' },
    loading: 'Chargement…',
    table: {
      filters: 'Filtres',
      apply: 'Filtrer',
      reset: 'Réinitialiser',
    },
    pagination: {
      label: 'Pages',
      previous: 'Précédente',
      next: 'Suivante',
      page: 'Page {{page}}',
      summary: '{{from}} à {{to}} sur {{total}}',
    },
    dateRange: {
      label: 'Période',
      from: 'Du',
      to: 'Au',
      apply: 'Appliquer',
      customHint: 'Les dates servent seulement pour une période personnalisée.',
      presets: {
        today: 'Aujourd’hui',
        yesterday: 'Hier',
        thisWeek: 'Cette semaine',
        lastWeek: 'La semaine dernière',
        last30Days: 'Les 30 derniers jours',
        thisMonth: 'Ce mois-ci',
        lastMonth: 'Le mois dernier',
        last3Months: 'Les 3 derniers mois',
        thisYear: 'Cette année',
        all: 'Toutes les dates',
        custom: 'Période personnalisée',
      },
      errors: {
        invalidDate: 'Entrez une date valide au format AAAA-MM-JJ.',
        endBeforeStart: 'La date de fin doit être le jour de la date de début ou après.',
      },
    },
    upload: {
      hint: 'Image JPG ou PNG, 2 Mo au maximum.',
      current: 'Image actuelle',
      errors: {
        empty: 'Choisissez un fichier.',
        tooLarge: 'L’image doit faire au plus 2 Mo.',
        unsupportedType: 'Le fichier n’est pas une image JPG ou PNG.',
      },
    },
    phone: {
      hint: 'Dix chiffres, par exemple (514) 555-0123.',
      invalid: 'Entrez un numéro de téléphone valide à 10 chiffres.',
    },
    choices: {
      hint: 'Choisissez jusqu’à {{max}} options.',
      count: '{{count}} choix sur {{max}}',
      tooMany: 'Choisissez au plus {{max}} options.',
      unknown: 'Une des options choisies n’est pas offerte.',
    },
    progress: { value: '{{value}} sur {{max}}' },
    tabs: {
      dealership: {
        label: 'Sections de la concession',
        information: 'Informations',
        dashboard: 'Tableau de bord',
        history: 'Historique',
      },
      bpm: {
        label: 'Sections du gestionnaire',
        information: 'Informations',
        performance: 'Performance',
      },
    },
    layout: {
      mainNavigation: 'Navigation principale',
      menu: 'Menu',
      account: 'Votre compte',
      signOut: 'Se déconnecter',
    },
    comingSoon: {
      title: 'Bientôt disponible',
      heading: 'Cette page arrive bientôt',
      text: 'Nous la préparons en ce moment. Elle s’ajoutera à Best Pairing dans une prochaine mise à jour.',
      back: 'Retour à l’accueil',
    },
  },
  en: {
    formErrors: {
      title: 'The form has errors',
      lead: 'Fix the points below, then send the form again.',
      item: '{{label}}: {{message}}',
    },
    confirm: { cancel: 'Cancel' },
    snackbar: { dismiss: 'Dismiss message' },
    loading: 'Loading…',
    table: {
      filters: 'Filters',
      apply: 'Filter',
      reset: 'Reset',
    },
    pagination: {
      label: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
      summary: '{{from}} to {{to}} of {{total}}',
    },
    dateRange: {
      label: 'Period',
      from: 'From',
      to: 'To',
      apply: 'Apply',
      customHint: 'The dates apply to a custom range only.',
      presets: {
        today: 'Today',
        yesterday: 'Yesterday',
        thisWeek: 'This week',
        lastWeek: 'Last week',
        last30Days: 'Last 30 days',
        thisMonth: 'This month',
        lastMonth: 'Last month',
        last3Months: 'Last 3 months',
        thisYear: 'This year',
        all: 'All dates',
        custom: 'Custom range',
      },
      errors: {
        invalidDate: 'Enter a valid date as YYYY-MM-DD.',
        endBeforeStart: 'The end date must be on or after the start date.',
      },
    },
    upload: {
      hint: 'JPG or PNG image, 2 MB at most.',
      current: 'Current image',
      errors: {
        empty: 'Choose a file.',
        tooLarge: 'The image must be at most 2 MB.',
        unsupportedType: 'The file is not a JPG or PNG image.',
      },
    },
    phone: {
      hint: 'Ten digits, for example (514) 555-0123.',
      invalid: 'Enter a valid 10-digit phone number.',
    },
    choices: {
      hint: 'Choose up to {{max}} options.',
      count: '{{count}} of {{max}} chosen',
      tooMany: 'Choose at most {{max}} options.',
      unknown: 'One of the chosen options is not offered.',
    },
    progress: { value: '{{value}} of {{max}}' },
    tabs: {
      dealership: {
        label: 'Dealership sections',
        information: 'Information',
        dashboard: 'Dashboard',
        history: 'History',
      },
      bpm: {
        label: 'Manager sections',
        information: 'Information',
        performance: 'Performance',
      },
    },
    layout: {
      mainNavigation: 'Main navigation',
      menu: 'Menu',
      account: 'Your account',
      signOut: 'Sign out',
    },
    comingSoon: {
      title: 'Coming soon',
      heading: 'This page is coming soon',
      text: 'We’re building it right now. It will arrive in an upcoming Best Pairing update.',
      back: 'Back to home',
    },
  },
});
