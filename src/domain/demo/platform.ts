/*
 * Platform-wide demo data: the published contract and privacy policy, the plans and catalogue
 * products a dealership subscribes to, and the trainings (docs/spec/decisions.md section 11).
 */
import type { DemoConcessionKey } from './accounts.ts';

export type DemoContract = { kind: 'contract' | 'privacyPolicy'; bodyFr: string; bodyEn: string };

export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    kind: 'contract',
    bodyFr: 'Contrat d’utilisation de Best Pairing (version de démonstration).',
    bodyEn: 'Best Pairing terms of use (demo version).',
  },
  {
    kind: 'privacyPolicy',
    bodyFr: 'Politique de confidentialité de Best Pairing (version de démonstration).',
    bodyEn: 'Best Pairing privacy policy (demo version).',
  },
];

export type DemoPlan = {
  code: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  billingPeriod: 'month' | 'year';
  basePriceCents: number;
  includedAdminLicences: number;
  includedSellerLicences: number;
  unitPriceCents: number;
  discountPercent: number;
  sortOrder: number;
};

export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    code: 'monthly',
    nameFr: 'Forfait mensuel',
    nameEn: 'Monthly plan',
    descriptionFr: 'Borne client, borne service, 1 administrateur et 5 conseillers.',
    descriptionEn: 'Customer kiosk, service kiosk, 1 administrator and 5 advisors.',
    billingPeriod: 'month',
    basePriceCents: 49_900,
    includedAdminLicences: 1,
    includedSellerLicences: 5,
    unitPriceCents: 4_900,
    discountPercent: 0,
    sortOrder: 1,
  },
  {
    code: 'yearly',
    nameFr: 'Forfait annuel',
    nameEn: 'Yearly plan',
    descriptionFr: 'Le forfait mensuel, payé à l’année avec 15 % de rabais.',
    descriptionEn: 'The monthly plan, billed yearly with a 15% discount.',
    billingPeriod: 'year',
    basePriceCents: 49_900,
    includedAdminLicences: 1,
    includedSellerLicences: 5,
    unitPriceCents: 4_900,
    discountPercent: 15,
    sortOrder: 2,
  },
];
/** The plan both demo dealerships subscribe to. */
export const DEMO_SUBSCRIBED_PLAN = 'monthly';

export type LicenceKind = 'client' | 'service' | 'admin' | 'seller' | 'supplementarySeller';

export const DEMO_CATALOGUE_PRODUCTS: readonly {
  code: LicenceKind;
  nameFr: string;
  nameEn: string;
  unitPriceCents: number;
}[] = [
  { code: 'client', nameFr: 'Borne client', nameEn: 'Customer kiosk', unitPriceCents: 9_900 },
  { code: 'service', nameFr: 'Borne service', nameEn: 'Service kiosk', unitPriceCents: 4_900 },
  {
    code: 'admin',
    nameFr: 'Licence administrateur',
    nameEn: 'Administrator licence',
    unitPriceCents: 2_900,
  },
  {
    code: 'seller',
    nameFr: 'Licence conseiller',
    nameEn: 'Advisor licence',
    unitPriceCents: 6_900,
  },
  {
    code: 'supplementarySeller',
    nameFr: 'Licence conseiller supplémentaire',
    nameEn: 'Supplementary advisor licence',
    unitPriceCents: 4_900,
  },
];

export type DemoTraining = {
  /** null: platform-wide, created by the platform administrator; else by the dealership's owner. */
  concession: DemoConcessionKey | null;
  name: string;
  description: string;
  videoUrl: string;
  createdDaysAgo: number;
  updatedDaysAgo: number;
};

// Video links in the canonical form the Trainings API stores (docs/decisions/023); the demo has
// no video files to upload, so every demo training links to its video.
export const DEMO_TRAININGS: readonly DemoTraining[] = [
  {
    concession: null,
    name: 'Accueillir un client à la borne',
    description: 'Les premières minutes : saluer, présenter la borne et le questionnaire.',
    videoUrl: 'https://www.youtube.com/watch?v=bpAccueil01',
    createdDaysAgo: 100,
    updatedDaysAgo: 100,
  },
  {
    concession: null,
    name: 'Lire un profil de personnalité',
    description: 'Comprendre les quatre facteurs et les conseils d’approche d’un client.',
    videoUrl: 'https://vimeo.com/824804225',
    createdDaysAgo: 95,
    updatedDaysAgo: 60,
  },
  {
    concession: null,
    name: 'Conclure ou planifier un retour',
    description: 'Terminer la relation : vente, non-vente ou retour prévu (be-back).',
    videoUrl: 'https://www.youtube.com/watch?v=bpConclure3',
    createdDaysAgo: 90,
    updatedDaysAgo: 90,
  },
  {
    concession: 'demo',
    name: 'Nos modèles hybrides',
    description: 'Présentation interne de la gamme hybride de la concession.',
    videoUrl: 'https://www.youtube.com/watch?v=bpHybride04',
    createdDaysAgo: 40,
    updatedDaysAgo: 40,
  },
  {
    concession: 'second',
    name: 'Notre salle d’exposition',
    description: 'Visite de la salle d’exposition et des bornes de la concession de Québec.',
    videoUrl: 'https://vimeo.com/824804226',
    createdDaysAgo: 20,
    updatedDaysAgo: 20,
  },
];
