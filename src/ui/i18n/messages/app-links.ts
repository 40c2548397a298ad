import { defineMessages } from '#ui/i18n/define-messages.ts';

// The SMS with the app's download links (docs/spec/product-spec.md sections 7-9, docs/decisions/097).
export const appLinks = defineMessages({
  fr: {
    heading: 'L’app sur le téléphone',
    memberLead: 'Envoyez par texto à ce membre les liens pour télécharger l’app Best Pairing.',
    selfLead:
      'Recevez par texto les liens pour télécharger l’app Best Pairing sur votre téléphone.',
    phone: 'Numéro',
    none: 'Aucun numéro de téléphone',
    memberNoPhoneHint: 'Ajoutez un numéro en modifiant le membre.',
    selfNoPhoneHint: 'Demandez à votre gestionnaire d’ajouter votre numéro à votre compte.',
    send: 'Envoyer les liens par texto',
    limit: 'Au plus {{limit}} textos par jour vers un même numéro.',
    sent: 'Les liens de téléchargement de l’app ont été envoyés par texto.',
    errors: {
      noPhone: 'Aucun numéro de téléphone trouvé pour le texto.',
      dailyLimit: 'Limite quotidienne de textos atteinte ({{limit}}).',
    },
  },
  en: {
    heading: 'The app on the phone',
    memberLead: 'Text this member the links to download the Best Pairing app.',
    selfLead: 'Get the links to download the Best Pairing app on your phone by text message.',
    phone: 'Number',
    none: 'No phone number',
    memberNoPhoneHint: 'Add a number by editing the member.',
    selfNoPhoneHint: 'Ask your manager to add your number to your account.',
    send: 'Text the links',
    limit: 'At most {{limit}} text messages a day to one number.',
    sent: 'The app’s download links were sent by text message.',
    errors: {
      noPhone: 'No phone number found for SMS.',
      dailyLimit: 'SMS daily limit reached ({{limit}}).',
    },
  },
});
