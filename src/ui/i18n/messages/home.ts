import { defineMessages } from '#ui/i18n/define-messages.ts';

export const home = defineMessages({
  fr: {
    title: 'Best Pairing',
    heading: 'Le bon conseiller pour chaque client',
    lead: 'Vos clients répondent à un court questionnaire sur la borne de la concession. Best Pairing les jumelle au conseiller ou à la conseillère qui leur convient le mieux, selon un test de personnalité que chacun passe.',
    signIn: 'Se connecter',
    features: {
      kioskTitle: 'Une borne simple pour vos clients',
      kioskText:
        'Motif de la visite, véhicule actuel, budget, préférences : quelques minutes sur la tablette, sans compte à créer.',
      matchTitle: 'Un jumelage qui a du sens',
      matchText:
        'Le test de personnalité du client et celui de vos conseillers sont comparés pour proposer les meilleurs jumelages.',
      statsTitle: 'Des résultats mesurés',
      statsText:
        'Taux de conclusion, taux de retour et nombre de ventes, par conseiller et par concession.',
    },
    footer: 'Best Pairing, pour les concessions automobiles.',
  },
  en: {
    title: 'Best Pairing',
    heading: 'The right advisor for every customer',
    lead: 'Your customers answer a short questionnaire on the dealership kiosk. Best Pairing pairs them with the advisor who suits them best, through a personality test both sides take.',
    signIn: 'Sign in',
    features: {
      kioskTitle: 'A simple kiosk for your customers',
      kioskText:
        'Visit purpose, current car, budget, preferences: a few minutes on the tablet, no account to create.',
      matchTitle: 'Pairing that makes sense',
      matchText:
        'The customer’s personality test is compared with your advisors’ to suggest the best pairings.',
      statsTitle: 'Measured results',
      statsText: 'Closing rate, be-back rate and number of sales, per advisor and per dealership.',
    },
    footer: 'Best Pairing, for car dealerships.',
  },
});
