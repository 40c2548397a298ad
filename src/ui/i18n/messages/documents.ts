import { defineMessages } from '#ui/i18n/define-messages.ts';

// The contract and privacy policy versions the PR admin publishes (docs/decisions/083).
export const documents = defineMessages({
  fr: {
    heading: 'Contrat et politique de confidentialité',
    lead: 'Publier une nouvelle version la met en vigueur tout de suite : chaque signataire doit la signer de nouveau à sa prochaine visite.',
    kinds: {
      contract: 'Contrat (propriétaires, BPM, conseillers)',
      privacyPolicy: 'Politique de confidentialité (administrateurs)',
    },
    current: 'Version {{version}}, publiée le {{date}}',
    none: 'Aucune version publiée',
    bodyFr: 'Texte en français',
    bodyEn: 'Texte en anglais',
    bodyHint: 'Titres de section en « ## », au plus 50 000 caractères.',
    publish: 'Publier la version {{version}}',
    published:
      'La version {{version}} est publiée : les signataires la signeront à leur prochaine visite.',
    validation: {
      body: 'Entrez le texte (au plus 50 000 caractères).',
      kind: 'Ce document n’existe pas.',
    },
    errors: {
      conflict: 'Une autre version vient d’être publiée. Rechargez la page et recommencez.',
    },
  },
  en: {
    heading: 'Contract and privacy policy',
    lead: 'Publishing a new version puts it in force at once: every signer must sign it again on their next visit.',
    kinds: {
      contract: 'Contract (owners, BPMs, advisors)',
      privacyPolicy: 'Privacy policy (administrators)',
    },
    current: 'Version {{version}}, published on {{date}}',
    none: 'No version published',
    bodyFr: 'French text',
    bodyEn: 'English text',
    bodyHint: 'Section titles with “##”, at most 50,000 characters.',
    publish: 'Publish version {{version}}',
    published: 'Version {{version}} is published: signers will sign it on their next visit.',
    validation: {
      body: 'Enter the text (at most 50,000 characters).',
      kind: 'This document does not exist.',
    },
    errors: {
      conflict: 'Another version was just published. Reload the page and try again.',
    },
  },
});
