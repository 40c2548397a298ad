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
    periods: { month: 'Mensuel', year: 'Annuel' },
    perPeriod: { month: '{{price}} / mois', year: '{{price}} / an' },
    plans: {
      notFound: "Ce forfait n'existe pas.",
      title: 'Forfaits et contrats',
      lead: 'Les prix des forfaits et des licences, en dollars canadiens par mois. Un abonnement garde les prix auxquels il a été vendu.',
      heading: 'Forfaits',
      products: 'Prix des licences',
      productsLead: 'Le prix unitaire mensuel de chaque type de licence du catalogue.',
      basePrice: 'Prix de base (par mois)',
      unitPrice: 'Licence conseiller supplémentaire (par mois)',
      includedSellers: 'Licences conseiller incluses',
      includedAdmins: 'Licences administrateur incluses',
      discount: 'Rabais (%)',
      active: 'En vente',
      example: 'Prix avec les licences incluses : {{monthly}} par mois, facturé {{billed}}.',
      save: 'Enregistrer les prix',
      saved: 'Prix enregistrés.',
      invalidAmount: 'Entrez un montant en dollars, par exemple 499,00.',
      invalidCount: 'Entrez un nombre entier de 0 à 1000.',
      invalidPercent: 'Entrez un pourcentage de 0 à 100.',
    },
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
    periods: { month: 'Monthly', year: 'Yearly' },
    perPeriod: { month: '{{price}} / month', year: '{{price}} / year' },
    plans: {
      notFound: 'This plan does not exist.',
      title: 'Plans and contracts',
      lead: 'The prices of plans and licences, in Canadian dollars a month. A subscription keeps the prices it was sold at.',
      heading: 'Plans',
      products: 'Licence prices',
      productsLead: 'The monthly unit price of each kind of licence in the catalogue.',
      basePrice: 'Base price (a month)',
      unitPrice: 'Supplementary advisor licence (a month)',
      includedSellers: 'Advisor licences included',
      includedAdmins: 'Administrator licences included',
      discount: 'Discount (%)',
      active: 'On sale',
      example: 'Price with the included licences: {{monthly}} a month, billed {{billed}}.',
      save: 'Save prices',
      saved: 'Prices saved.',
      invalidAmount: 'Enter an amount in dollars, for example 499.00.',
      invalidCount: 'Enter a whole number from 0 to 1000.',
      invalidPercent: 'Enter a percentage from 0 to 100.',
    },
  },
});
