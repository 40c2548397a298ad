import {
  SELLER_QUALITIES,
  type RelationshipOutcome,
  type SellerQuality,
} from '#domain/client-flow/index.ts';

/** What the demo's walk-in clients are called, say and ask for (docs/spec/decisions.md section 11). */

export const CLIENT_FIRST_NAMES =
  `Alexandre Camille Gabriel Léa Samuel Chloé William Florence Thomas Rosalie Félix
  Béatrice Nicolas Jade Antoine Maude Jonathan Noémie Raj Mei Carlos Fatima`.split(/\s+/);
export const CLIENT_LAST_NAMES =
  `Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Ouellet Pelletier
  Bélanger Lévesque Paquette Girard Simard Nguyen Singh Martinez Ahmed`.split(/\s+/);

/** The end questionnaire's comment, by outcome. */
export const FEEDBACK_COMMENTS: Record<RelationshipOutcome, readonly string[]> = {
  sold: [
    'Financement accepté, livraison la semaine prochaine.',
    'A choisi la version hybride après l’essai routier.',
    'Échange évalué, entente conclue.',
  ],
  notSold: [
    'Budget trop serré pour le moment.',
    'A acheté ailleurs, délai de livraison trop long ici.',
    'Cherchait un modèle d’occasion.',
  ],
  beBack: [
    'Revient samedi avec sa conjointe.',
    'Attend l’évaluation de son véhicule actuel.',
    'Compare avec une autre concession, rappel prévu.',
  ],
};

/** The qualities clients ask of their advisor, drawn from the first eight the kiosk offers. */
export const DEMO_SELLER_QUALITIES: readonly SellerQuality[] = SELLER_QUALITIES.slice(0, 8);

export const CURRENT_CARS = {
  manufacturers: ['Toyota', 'Honda', 'Ford', 'Hyundai', 'Nissan'],
  models: ['Corolla', 'Civic', 'Focus', 'Elantra', 'Sentra'],
} as const;
