import type { Role } from '#domain/access/roles.ts';
import type { Language } from '#domain/locale/language.ts';

/*
 * The demo accounts of docs/spec/decisions.md section 11 (docs/decisions/032): two dealerships, every kind of
 * account, all with the password Demo1234. Plain data: the plan (plan.ts) turns it into what to create.
 */

export const DEMO_PASSWORD = 'Demo1234';
/** Present once the demo was seeded: seeding does nothing when this account exists. */
export const DEMO_MARKER_EMAIL = 'owner@demo.test';

/**
 * The demo's dealerships: the complete one, the second one that shows tenant isolation, and a new
 * one with only its owner, not set up yet (the owner's set-up wizard, decision 063); and the sales
 * demonstration's showroom, created and reset by a bpm from /bpm/demo (sales-demo.ts, decision 087).
 */
export type DemoConcessionKey = 'demo' | 'second' | 'setup' | 'showroom';

export type DemoAccount = {
  email: string;
  role: Role;
  concession: DemoConcessionKey | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: Language | null;
  /** 40 answers (1..5) in SELLER_FORM order, for the accounts that take the personality test. */
  answers?: string;
};

// Answers were drawn once from distinct personalities (outgoing and warm, organised and quiet,
// imaginative, exacting...) so profiles, descriptors and matches differ between advisors.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'pradmin@demo.test',
    role: 'prAdmin',
    concession: null,
    firstName: 'Patricia',
    lastName: 'Gagnon',
    phone: '5145550101',
    language: 'fr',
  },
  {
    email: 'bpm@demo.test',
    role: 'bpm',
    concession: null,
    firstName: 'Benoît',
    lastName: 'Martel',
    phone: '5145550102',
    language: 'fr',
    answers: '4335233234312322245434245513523355452334',
  },
  {
    email: 'owner@demo.test',
    role: 'owner',
    concession: 'demo',
    firstName: 'Olivier',
    lastName: 'Tremblay',
    phone: '5145550103',
    language: 'fr',
  },
  {
    email: 'admin@demo.test',
    role: 'admin',
    concession: 'demo',
    firstName: 'Amélie',
    lastName: 'Côté',
    phone: '5145550104',
    language: 'fr',
  },
  {
    email: 'seller1@demo.test',
    role: 'seller',
    concession: 'demo',
    firstName: 'Élodie',
    lastName: 'Bouchard',
    phone: '5145550111',
    language: 'fr',
    answers: '5434124255321133234535134224424435332542',
  },
  {
    email: 'seller2@demo.test',
    role: 'seller',
    concession: 'demo',
    firstName: 'Marc-André',
    lastName: 'Gauthier',
    phone: '5145550112',
    language: 'fr',
    answers: '2552411224433222252323252245434232523543',
  },
  {
    email: 'seller3@demo.test',
    role: 'seller',
    concession: 'demo',
    firstName: 'Sophie',
    lastName: 'Lavoie',
    phone: '5145550113',
    language: 'fr',
    answers: '4334123243311231324334424423524354241235',
  },
  {
    email: 'seller4@demo.test',
    role: 'seller',
    concession: 'demo',
    firstName: 'Karim',
    lastName: 'Haddad',
    phone: '5145550114',
    language: 'en',
    answers: '3244351222523311345323352533431243533344',
  },
  {
    email: 'seller5@demo.test',
    role: 'seller',
    concession: 'demo',
    firstName: 'Julie',
    lastName: 'Fortin',
    phone: '5145550115',
    language: 'fr',
    answers: '3534223134312122244432134524534444243525',
  },
  {
    email: 'seller6@demo.test',
    role: 'seller',
    concession: 'demo',
    firstName: 'David',
    lastName: 'Chen',
    phone: '5145550116',
    language: 'en',
    answers: '4352142442541233243214344212224134421343',
  },
  {
    email: 'kiosk@demo.test',
    role: 'client',
    concession: 'demo',
    firstName: null,
    lastName: null,
    phone: null,
    language: null,
  },
  {
    email: 'service@demo.test',
    role: 'service',
    concession: 'demo',
    firstName: null,
    lastName: null,
    phone: null,
    language: null,
  },
  {
    email: 'owner2@demo.test',
    role: 'owner',
    concession: 'second',
    firstName: 'Nathalie',
    lastName: 'Bergeron',
    phone: '4185550103',
    language: 'fr',
  },
  {
    email: 'seller7@demo.test',
    role: 'seller',
    concession: 'second',
    firstName: 'Mathieu',
    lastName: 'Morin',
    phone: '4185550111',
    language: 'fr',
    answers: '3543311344443223253434153345225132544533',
  },
  {
    email: 'seller8@demo.test',
    role: 'seller',
    concession: 'second',
    firstName: 'Émilie',
    lastName: 'Caron',
    phone: '4185550112',
    language: 'fr',
    answers: '4325333242323232325454434532523453342324',
  },
  {
    email: 'owner3@demo.test',
    role: 'owner',
    concession: 'setup',
    firstName: 'Sophie',
    lastName: 'Lavoie',
    phone: '4505550103',
    language: 'fr',
  },
];
