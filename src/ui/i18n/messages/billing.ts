import { defineMessages } from '#ui/i18n/define-messages.ts';

// Subscription and billing (issue 15; docs/spec/product-spec.md sections 4 and 8, decisions 067-070).
export const billing = defineMessages({
  fr: {
    blocked: {
      // The spec's messages (docs/spec/product-spec.md section 8), said to every role and API call.
      notActivated:
        "L'abonnement de la concession n'est pas encore activé : le propriétaire doit l'activer.",
      inactive: "L'abonnement de la concession est inactif : le propriétaire doit le renouveler.",
      cancelled: "L'abonnement de la concession est annulé : le propriétaire doit le réactiver.",
      title: 'Abonnement requis',
      heading: 'Accès suspendu',
      askOwner:
        'Communiquez avec le propriétaire de la concession : dès que l’abonnement sera actif, vous retrouverez l’accès ici.',
      kiosk: 'Cette borne est en pause. Adressez-vous à un membre du personnel.',
      retry: 'Vérifier de nouveau',
      signOut: 'Se déconnecter',
    },
    paymentFailed: 'Le paiement a échoué : réessayez ou communiquez avec le soutien.',
  },
  en: {
    blocked: {
      notActivated:
        "The dealership's subscription is not yet activated: the owner must activate it.",
      inactive: "The dealership's subscription is inactive: the owner must renew it.",
      cancelled: "The dealership's subscription is cancelled: the owner must reactivate it.",
      title: 'Subscription required',
      heading: 'Access suspended',
      askOwner:
        'Please contact the owner of the dealership: as soon as the subscription is active, your access comes back here.',
      kiosk: 'This kiosk is paused. Please ask a member of staff.',
      retry: 'Check again',
      signOut: 'Sign out',
    },
    paymentFailed: 'Payment failed: retry or contact support.',
  },
});
