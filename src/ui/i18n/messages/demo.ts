import { defineMessages } from '#ui/i18n/define-messages.ts';

// The bpm's sales demonstration (issue 16, docs/decisions/087).
export const demo = defineMessages({
  fr: {
    title: 'Démonstration',
    lead: 'Une concession de démonstration, séparée des vraies concessions, pour présenter la borne et l’application des conseillers.',
    notPrepared:
      'La concession de démonstration n’existe pas encore. Préparez-la : elle reçoit une borne, deux conseillers et quatre semaines de visites.',
    prepare: 'Préparer la démonstration',
    prepared: 'Visites de démonstration : {{count}}',
    reset: 'Réinitialiser la démonstration',
    resetHint:
      'Remplace toutes les visites de la démonstration par quatre semaines de visites neuves. Les vraies concessions ne sont jamais touchées.',
    resetDone: 'La démonstration est réinitialisée.',
    openHeading: 'Ouvrir la démonstration',
    openHint:
      'Ouvrir une vue connecte ce navigateur au compte de démonstration et met fin à votre session : ouvrez-la sur la tablette de démonstration ou dans une fenêtre de navigation privée, puis reconnectez-vous ici pour revenir.',
    openKiosk: 'Ouvrir la borne',
    openAdvisor: 'Ouvrir la vue conseiller',
    notFound: 'Préparez d’abord la démonstration.',
  },
  en: {
    title: 'Demonstration',
    lead: 'A demonstration dealership, kept apart from real dealerships, to present the kiosk and the advisors’ app.',
    notPrepared:
      'The demonstration dealership does not exist yet. Prepare it: it gets a kiosk, two advisors and four weeks of visits.',
    prepare: 'Prepare the demonstration',
    prepared: 'Demonstration visits: {{count}}',
    reset: 'Reset the demonstration',
    resetHint:
      'Replaces every visit of the demonstration with four weeks of fresh visits. Real dealerships are never touched.',
    resetDone: 'The demonstration is reset.',
    openHeading: 'Open the demonstration',
    openHint:
      'Opening a view signs this browser in to the demonstration account and ends your session: open it on the demonstration tablet or in a private window, then sign in here again to come back.',
    openKiosk: 'Open the kiosk',
    openAdvisor: 'Open the advisor view',
    notFound: 'Prepare the demonstration first.',
  },
});
