import { defineMessages } from '#ui/i18n/define-messages.ts';

export const app = defineMessages({
  fr: {
    name: 'Best Pairing',
    tagline: 'Le bon conseiller pour chaque client, dès son arrivée.',
    skipToContent: 'Aller au contenu',
  },
  en: {
    name: 'Best Pairing',
    tagline: 'The right advisor for every customer, from the moment they walk in.',
    skipToContent: 'Skip to content',
  },
});
