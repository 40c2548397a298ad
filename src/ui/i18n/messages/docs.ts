import { defineMessages } from '#ui/i18n/define-messages.ts';

// The API reference (/api/docs, Swagger UI): its title and what shows without JavaScript.
export const docs = defineMessages({
  fr: {
    title: 'Référence de l’API Best Pairing',
    noscript:
      'La référence de l’API a besoin de JavaScript. Le document OpenAPI brut est à /api/openapi.json.',
  },
  en: {
    title: 'Best Pairing API reference',
    noscript:
      'The API reference needs JavaScript. The raw OpenAPI document is at /api/openapi.json.',
  },
});
