import { defineMessages } from '#ui/i18n/define-messages.ts';

export const language = defineMessages({
  fr: {
    label: 'Langue',
    fr: 'Français',
    en: 'English',
    switchTo: 'English',
  },
  en: {
    label: 'Language',
    fr: 'Français',
    en: 'English',
    switchTo: 'Français',
  },
});
