import { defineMessages } from '#ui/i18n/define-messages.ts';

// The PR admin's view of the local outbox (docs/spec/decisions.md section 10).
export const outbox = defineMessages({
  fr: {
    title: "Boîte d'envoi",
    lead: 'Les courriels de la plateforme, du plus récent au plus ancien. Sans service de courriel configuré, ils restent ici sans quitter le serveur.',
    caption: "Messages de la boîte d'envoi",
    columns: {
      date: 'Date',
      channel: 'Canal',
      to: 'Destinataire',
      subject: 'Objet',
      status: 'État',
    },
    channels: { email: 'Courriel', sms: 'Texto' },
    statuses: { queued: 'En attente', sent: 'Envoyé', failed: 'Échec' },
    noSubject: '(sans objet)',
    empty: {
      title: 'Aucun message',
      text: 'Les courriels envoyés par la plateforme apparaîtront ici.',
    },
    detail: {
      title: 'Message',
      back: "Retour à la boîte d'envoi",
      createdAt: 'Créé le',
      sentAt: 'Envoyé le',
      provider: 'Identifiant chez le fournisseur',
      localOnly: 'Gardé ici (aucun service de courriel configuré)',
      attempts: 'Tentatives',
      error: 'Dernière erreur',
      template: 'Modèle',
      language: 'Langue',
      body: 'Texte du message',
    },
  },
  en: {
    title: 'Outbox',
    lead: 'The platform’s emails, newest first. Without a mail service configured, they stay here and never leave the server.',
    caption: 'Outbox messages',
    columns: {
      date: 'Date',
      channel: 'Channel',
      to: 'Recipient',
      subject: 'Subject',
      status: 'Status',
    },
    channels: { email: 'Email', sms: 'Text message' },
    statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
    noSubject: '(no subject)',
    empty: {
      title: 'No messages',
      text: 'Emails the platform sends will show here.',
    },
    detail: {
      title: 'Message',
      back: 'Back to the outbox',
      createdAt: 'Created',
      sentAt: 'Sent',
      provider: 'Provider message id',
      localOnly: 'Kept here (no mail service configured)',
      attempts: 'Attempts',
      error: 'Last error',
      template: 'Template',
      language: 'Language',
      body: 'Message text',
    },
  },
});
