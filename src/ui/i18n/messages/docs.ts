import { defineMessages } from '#ui/i18n/define-messages.ts';

export const docs = defineMessages({
  fr: {
    title: "Référence de l'API",
    heading: "Référence de l'API Best Pairing",
    lead: 'Toutes les routes de /api, générées à partir des schémas du serveur (OpenAPI 3.1).',
    download: 'Télécharger openapi.json',
    parameters: 'Paramètres',
    requestBody: 'Corps de la requête',
    responses: 'Réponses',
    name: 'Nom',
    location: 'Emplacement',
    required: 'Requis',
    yes: 'oui',
    no: 'non',
    contents: 'Sommaire',
  },
  en: {
    title: 'API reference',
    heading: 'Best Pairing API reference',
    lead: 'Every /api route, generated from the server schemas (OpenAPI 3.1).',
    download: 'Download openapi.json',
    parameters: 'Parameters',
    requestBody: 'Request body',
    responses: 'Responses',
    name: 'Name',
    location: 'In',
    required: 'Required',
    yes: 'yes',
    no: 'no',
    contents: 'Contents',
  },
});
