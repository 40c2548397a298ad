import { defineMessages } from '#ui/i18n/define-messages.ts';

// The kiosk tablets' accounts of a dealership (docs/decisions/101): how each one signs in.
export const stations = defineMessages({
  fr: {
    signInWith: 'La tablette se connecte avec l’adresse {{email}} et ce mot de passe.',
  },
  en: {
    signInWith: 'The tablet signs in with the address {{email}} and this password.',
  },
});
