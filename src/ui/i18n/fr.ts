// French (Quebec) is the source catalogue: its shape is the type every other language must match.
export const fr = {
  app: {
    name: 'Best Pairing',
    tagline: 'Le bon conseiller pour chaque client, dès son arrivée.',
    skipToContent: 'Aller au contenu',
  },
  language: {
    label: 'Langue',
    fr: 'Français',
    en: 'English',
    switchTo: 'English',
  },
  home: {
    title: 'Best Pairing',
    heading: 'Le bon conseiller pour chaque client',
    lead: 'Vos clients répondent à un court questionnaire sur la borne de la concession. Best Pairing les jumelle au conseiller ou à la conseillère qui leur convient le mieux, selon un test de personnalité que chacun passe.',
    signIn: 'Se connecter',
    features: {
      kioskTitle: 'Une borne simple pour vos clients',
      kioskText: "Motif de la visite, véhicule actuel, budget, préférences : quelques minutes sur la tablette, sans compte à créer.",
      matchTitle: 'Un jumelage qui a du sens',
      matchText: 'Le test de personnalité du client et celui de vos conseillers sont comparés pour proposer les meilleurs jumelages.',
      statsTitle: 'Des résultats mesurés',
      statsText: 'Taux de conclusion, taux de retour et nombre de ventes, par conseiller et par concession.',
    },
    footer: 'Best Pairing, pour les concessions automobiles.',
  },
  login: {
    title: 'Connexion',
    heading: 'Se connecter',
    lead: 'Entrez votre courriel et votre mot de passe.',
    email: 'Courriel',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié?',
  },
  errors: {
    notFound: {
      title: 'Page introuvable',
      heading: 'Erreur 404',
      text: "Cette page n'existe pas ou a été déplacée.",
      back: "Retour à l'accueil",
    },
    server: {
      title: 'Erreur 500',
      heading: 'Erreur 500',
      text: "Quelque chose s'est vraiment mal passé.",
      hint: 'Veuillez réessayer ou contacter le soutien.',
      back: "Retour à l'accueil",
    },
  },
  api: {
    validation: 'Certaines données envoyées sont invalides.',
    notFound: "La ressource demandée n'existe pas.",
    internal: "Une erreur inattendue s'est produite. Veuillez réessayer ou contacter le soutien.",
    payloadTooLarge: 'La requête est trop volumineuse.',
  },
  docs: {
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
};

/** The shape of every catalogue: the same keys, strings as values. */
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type Messages = Catalogue<typeof fr>;
