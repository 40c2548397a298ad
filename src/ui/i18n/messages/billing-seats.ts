import { defineMessages } from '#ui/i18n/define-messages.ts';

// Lowering a dealership's advisor licences (docs/decisions/104): the platform's refusal.
export const billingSeats = defineMessages({
  fr: {
    errors: {
      seatsInUse:
        'Les conseillers de cette concession occupent plus de licences que ce nombre : le propriétaire doit en libérer avant qu’on le réduise.',
    },
  },
  en: {
    errors: {
      seatsInUse:
        'This dealership’s advisors hold more licences than that number: the owner must free some before it can be lowered.',
    },
  },
});
