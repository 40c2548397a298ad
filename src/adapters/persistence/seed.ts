import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import {
  buildLambda,
  CLIENT_FORM,
  scoreTest,
  SELLER_FORM,
  validateAnswers,
  type FormId,
} from '#domain/psychometrics/index.ts';
import type {
  Clients,
  ClientStatusChanges,
  DB,
  PsychometricTests,
  SellerProfiles,
  Users,
} from './db.generated.ts';

/*
 * Demo data of decisions.md section 11: two dealerships with complete setups, every kind of account
 * (password Demo1234), current-year cars, plans, trainings and four weeks of walk-in clients with
 * their status histories so statistics have something to show. Deterministic for a given `now`:
 * variety comes from a seeded PRNG, every timestamp is derived from `now`.
 */

export const DEMO_PASSWORD = 'Demo1234';
/** Present once the demo was seeded: the seed does nothing when this account exists. */
const MARKER_EMAIL = 'owner@demo.test';

export type SeedDemoDataDeps = {
  hasher: PasswordHasher;
  now: Date;
};

type Role = Selectable<Users>['role'];
type Descriptor = Selectable<PsychometricTests>['descriptors'][number];
type Language = 'fr' | 'en';
type Hobby = Selectable<SellerProfiles>['hobbies'][number];
type ClientStatus = NonNullable<Selectable<Clients>['status']>;
type ConcessionKey = 'demo' | 'second';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

type AccountSpec = {
  email: string;
  role: Role;
  concession: ConcessionKey | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: Language | null;
  /** 40 answers (1..5) in SELLER_FORM order, for the accounts that take the personality test. */
  answers?: string;
};

type SellerSpec = {
  email: string;
  hobbies: [Hobby, Hobby, Hobby];
  spokenLanguages: Language[];
  /** [years ago, month] each: started selling cars, started at this dealership. */
  carSellerStarted: [number, number];
  concessionSellerStarted: [number, number];
  statisticsStatus: Selectable<SellerProfiles>['statisticsStatus'];
  /** Share of this advisor's clients who buy: gives each advisor a different closing rate. */
  closeRate: number;
  /** Days since the last on-site heartbeat; above the alert delay (2 weeks) it raises the alert. */
  lastOnSiteDaysAgo: number;
};

// Answers were drawn once from distinct personalities (outgoing and warm, organised and quiet,
// imaginative, exacting...) so profiles, descriptors and matches differ between advisors.
const ACCOUNTS: AccountSpec[] = [
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
];

const SELLERS: SellerSpec[] = [
  {
    email: 'seller1@demo.test',
    hobbies: ['travel', 'music', 'cooking'],
    spokenLanguages: ['fr', 'en'],
    carSellerStarted: [12, 3],
    concessionSellerStarted: [6, 9],
    statisticsStatus: 'granted',
    closeRate: 0.45,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller2@demo.test',
    hobbies: ['reading', 'nature', 'volunteering'],
    spokenLanguages: ['fr'],
    carSellerStarted: [8, 5],
    concessionSellerStarted: [8, 5],
    statisticsStatus: 'granted',
    closeRate: 0.4,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller3@demo.test',
    hobbies: ['photography', 'arts', 'cinema'],
    spokenLanguages: ['fr', 'en'],
    carSellerStarted: [5, 1],
    concessionSellerStarted: [2, 4],
    statisticsStatus: 'granted',
    closeRate: 0.35,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller4@demo.test',
    hobbies: ['highTechnology', 'science', 'sport'],
    spokenLanguages: ['en', 'fr'],
    carSellerStarted: [15, 6],
    concessionSellerStarted: [3, 2],
    statisticsStatus: 'granted',
    closeRate: 0.3,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller5@demo.test',
    hobbies: ['animals', 'dance', 'theatre'],
    spokenLanguages: ['fr'],
    carSellerStarted: [3, 8],
    concessionSellerStarted: [1, 10],
    statisticsStatus: 'requested',
    closeRate: 0.42,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller6@demo.test',
    hobbies: ['sport', 'it', 'writing'],
    spokenLanguages: ['en'],
    carSellerStarted: [2, 2],
    concessionSellerStarted: [1, 1],
    statisticsStatus: 'notGranted',
    closeRate: 0.25,
    lastOnSiteDaysAgo: 17,
  },
  {
    email: 'seller7@demo.test',
    hobbies: ['nature', 'sport', 'cooking'],
    spokenLanguages: ['fr'],
    carSellerStarted: [10, 4],
    concessionSellerStarted: [4, 7],
    statisticsStatus: 'granted',
    closeRate: 0.4,
    lastOnSiteDaysAgo: 0,
  },
  {
    email: 'seller8@demo.test',
    hobbies: ['music', 'reading', 'science'],
    spokenLanguages: ['fr', 'en'],
    carSellerStarted: [4, 11],
    concessionSellerStarted: [4, 11],
    statisticsStatus: 'notGranted',
    closeRate: 0.3,
    lastOnSiteDaysAgo: 0,
  },
];

type ConcessionSpec = {
  key: ConcessionKey;
  name: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  state: string;
  territory: string;
  website: string;
  ownerContactEmail: string;
  sellerChoiceMode: Selectable<DB['concessions']>['sellerChoiceMode'];
  wifiSsid: string;
  manufacturers: string[];
  /** Walk-in clients a day over the last four weeks: [min, max]. */
  clientsPerDay: [number, number];
  createdDaysAgo: number;
};

const CONCESSIONS: ConcessionSpec[] = [
  {
    key: 'demo',
    name: 'Best Pairing Demo',
    phone: '5145550100',
    address: '1000, rue Sherbrooke Ouest',
    city: 'Montréal',
    postalCode: 'H3A 3G4',
    state: 'QC',
    territory: 'Montréal',
    website: 'https://demo.example.com',
    ownerContactEmail: 'owner@demo.test',
    sellerChoiceMode: 'clientChoosesBetweenTwo',
    wifiSsid: 'BestPairing-Demo',
    manufacturers: ['Toyota', 'Honda', 'Hyundai', 'Mazda'],
    clientsPerDay: [3, 6],
    createdDaysAgo: 120,
  },
  {
    key: 'second',
    name: 'Best Pairing Demo Québec',
    phone: '4185550100',
    address: '500, boulevard Laurier',
    city: 'Québec',
    postalCode: 'G1V 4T3',
    state: 'QC',
    territory: 'Capitale-Nationale',
    website: 'https://quebec.example.com',
    ownerContactEmail: 'owner2@demo.test',
    sellerChoiceMode: 'bestMatch',
    wifiSsid: 'BestPairing-Quebec',
    manufacturers: ['Ford', 'Chevrolet', 'Kia'],
    clientsPerDay: [1, 2],
    createdDaysAgo: 60,
  },
];

type CarType = Selectable<DB['cars']>['type'];
type Colour = Selectable<DB['carImages']>['colour'];
const CAR_CATALOGUE: Array<
  [manufacturer: string, model: string, type: CarType, colours: Colour[]]
> = [
  ['Toyota', 'Corolla', 'basic', ['grey', 'red', 'white', 'black']],
  ['Toyota', 'RAV4', 'suv', ['grey', 'blue', 'white']],
  ['Toyota', 'Sienna', 'van', ['grey', 'white']],
  ['Toyota', 'Tacoma', 'truck', ['grey', 'red', 'black']],
  ['Toyota', 'GR86', 'sport', ['grey', 'red', 'blue']],
  ['Honda', 'Civic', 'basic', ['grey', 'blue', 'white', 'black']],
  ['Honda', 'CR-V', 'suv', ['grey', 'red', 'white']],
  ['Honda', 'Odyssey', 'van', ['grey', 'black']],
  ['Ford', 'Escape', 'suv', ['grey', 'blue']],
  ['Ford', 'F-150', 'truck', ['grey', 'red', 'black', 'white']],
  ['Ford', 'Mustang', 'sport', ['grey', 'red', 'black']],
  ['Ford', 'Transit', 'commercial', ['grey', 'white']],
  ['Hyundai', 'Elantra', 'basic', ['grey', 'blue', 'white']],
  ['Hyundai', 'Tucson', 'suv', ['grey', 'red', 'black']],
  ['Kia', 'K4', 'basic', ['grey', 'red']],
  ['Kia', 'Sportage', 'suv', ['grey', 'white', 'black']],
  ['Kia', 'Carnival', 'van', ['grey', 'blue']],
  ['Mazda', 'Mazda3', 'basic', ['grey', 'red', 'blue']],
  ['Mazda', 'CX-5', 'suv', ['grey', 'red', 'white']],
  ['Mazda', 'MX-5', 'sport', ['grey', 'red', 'black']],
  ['Subaru', 'Impreza', 'basic', ['grey', 'blue']],
  ['Subaru', 'Outback', 'suv', ['grey', 'white', 'black']],
  ['Nissan', 'Sentra', 'basic', ['grey', 'white']],
  ['Nissan', 'Rogue', 'suv', ['grey', 'red', 'black']],
  ['Nissan', 'Frontier', 'truck', ['grey', 'black']],
  ['Chevrolet', 'Equinox', 'suv', ['grey', 'blue', 'white']],
  ['Chevrolet', 'Silverado', 'truck', ['grey', 'red', 'black', 'white']],
  ['Chevrolet', 'Express', 'commercial', ['grey', 'white']],
  ['Volkswagen', 'Jetta', 'basic', ['grey', 'blue', 'black']],
  ['Volkswagen', 'Tiguan', 'suv', ['grey', 'white']],
  ['Volkswagen', 'Golf GTI', 'sport', ['grey', 'red', 'white']],
];

/** Lambda version 1: the built-in starting norms (psychometrics.md section 3), no data behind them. */
// Version 1 of the norms: the built-in starting norms (psychometrics.md section 3).
const STARTING_LAMBDA = buildLambda(1, { seller40: [], client16: [] });

const TIME_ZONE = 'America/Toronto';
const SALE_HOLD_HOURS = 4;
const ALERT_DELAY_WEEKS = 2;
// Two weeks, so the four weeks of history include archived be-backs.
const ARCHIVE_DELAY_WEEKS = 2;
/** Platform accounts joined before any dealership. */
const PLATFORM_JOINED_DAYS_AGO = 150;

/** Midnight of `date`'s day in `timeZone`, as epoch milliseconds. */
const startOfLocalDay = (date: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = wallClock - Math.floor(date.getTime() / 1000) * 1000;
  return Math.floor(wallClock / DAY) * DAY - offset;
};

/** pg sends top-level arrays as PostgreSQL arrays; jsonb values go as JSON text instead. */
const json = (value: unknown): string => JSON.stringify(value);

/** "Golf GTI" by Volkswagen -> "volkswagen-golf-gti" (product-spec: manufacturer-model + colour). */
const carFileStem = (manufacturer: string, model: string) =>
  `${manufacturer}-${model}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** mulberry32: a tiny seeded PRNG, so the demo is the same on every machine for the same `now`. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const picked: T[] = [];
    while (picked.length < count && pool.length > 0) {
      picked.push(...pool.splice(Math.floor(next() * pool.length), 1));
    }
    return picked;
  };
  return { next, int, pick, sample, chance: (probability: number) => next() < probability };
};
type Random = ReturnType<typeof createRandom>;

/** Answers written as one digit per item, in the order of the form's items. */
const answersFromDigits = (digits: string, items: readonly string[]): Record<string, number> =>
  Object.fromEntries(items.map((key, index) => [key, Number(digits[index])]));

const CLIENT_FIRST_NAMES =
  `Alexandre Camille Gabriel Léa Samuel Chloé William Florence Thomas Rosalie Félix
  Béatrice Nicolas Jade Antoine Maude Jonathan Noémie Raj Mei Carlos Fatima`.split(/\s+/);
const CLIENT_LAST_NAMES =
  `Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Ouellet Pelletier
  Bélanger Lévesque Paquette Girard Simard Nguyen Singh Martinez Ahmed`.split(/\s+/);
const FEEDBACK_COMMENTS: Record<'sold' | 'notSold' | 'beBack', string[]> = {
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
const SELLER_QUALITIES: Descriptor[] = [
  'attentive',
  'direct',
  'efficient',
  'understanding',
  'precise',
  'cheerful',
  'technical',
  'careful',
];

type SellerRef = { id: string; closeRate: number; lastOnSiteDaysAgo: number };
type ConcessionContext = {
  id: string;
  kioskUserId: string | null;
  holdHours: number;
  archiveDelayWeeks: number;
  selectionMode: Selectable<Clients>['selectionMode'];
  sellers: SellerRef[];
  carIds: string[];
};
type Step = { to: ClientStatus; at: Date; by: 'kiosk' | 'seller' | 'system' };
type Outcome = 'sold' | 'notSold' | 'beBack';
type JourneyPlan = {
  start: Date;
  seller: SellerRef | null;
  /** Today's clients still on the floor stop early; everyone else reaches an outcome. */
  stopAfter?: 'questionnaireCompleted' | 'waitingRoom' | 'withAdvisor';
  outcome?: Outcome;
};
/** Questionnaire to outcome takes at most 4 + 15 + 110 minutes (planJourney). */
const JOURNEY_UPPER_BOUND = 130 * MINUTE;
type SeededClient = {
  client: Insertable<Clients>;
  changes: Insertable<ClientStatusChanges>[];
  interests: { clientId: string; carId: string; kind: 'interested' | 'viewed' | 'sold' }[];
  testAnswers: Record<string, number>;
};

/**
 * One walk-in client's path through decisions.md section 3, as timed steps. A be-back either comes
 * back to the same advisor and closes, or is archived once the archive delay has passed; nothing
 * is dated after `now`.
 */
const planJourney = (
  random: Random,
  plan: JourneyPlan,
  context: ConcessionContext,
  now: Date,
): { steps: Step[]; outcome: Outcome | null } => {
  const steps: Step[] = [{ to: 'questionnaireCompleted', at: plan.start, by: 'kiosk' }];
  let at = plan.start;
  const advance = (to: ClientStatus, minutes: number, by: Step['by']) => {
    at = new Date(at.getTime() + minutes * MINUTE);
    steps.push({ to, at, by });
  };
  if (plan.stopAfter === 'questionnaireCompleted') return { steps, outcome: null };
  advance('waitingRoom', random.int(1, 4), 'kiosk');
  if (plan.stopAfter === 'waitingRoom' || !plan.seller) return { steps, outcome: null };
  advance('withAdvisor', random.int(2, 15), 'seller');
  if (plan.stopAfter === 'withAdvisor') return { steps, outcome: null };

  const draw = random.next();
  const { closeRate } = plan.seller;
  const outcome: Outcome =
    plan.outcome ?? (draw < closeRate ? 'sold' : draw < closeRate + 0.3 ? 'beBack' : 'notSold');
  advance(outcome, random.int(25, 110), 'seller');
  if (outcome !== 'beBack') return { steps, outcome };

  const beBackAt = at.getTime();
  const archiveAt = beBackAt + context.archiveDelayWeeks * WEEK + random.int(5, 60) * MINUTE;
  const returnAt = beBackAt + random.int(1, 6) * DAY + random.int(-2, 2) * HOUR;
  const closesAt = returnAt + random.int(30, 90) * MINUTE;
  const finalOutcome: Outcome = random.chance(0.6) ? 'sold' : 'notSold';
  if (random.chance(0.5) && closesAt <= now.getTime() && returnAt < archiveAt) {
    steps.push({ to: 'withAdvisor', at: new Date(returnAt), by: 'seller' });
    steps.push({ to: finalOutcome, at: new Date(closesAt), by: 'seller' });
    return { steps, outcome: finalOutcome };
  }
  if (archiveAt <= now.getTime())
    steps.push({ to: 'archived', at: new Date(archiveAt), by: 'system' });
  return { steps, outcome };
};

const buildClient = (
  random: Random,
  plan: JourneyPlan,
  context: ConcessionContext,
  now: Date,
  personaAnswers: readonly string[],
): SeededClient => {
  const id = randomUUID();
  const { steps, outcome } = planJourney(random, plan, context, now);
  const last = steps[steps.length - 1];
  if (!last) throw new Error('a journey has at least one step');
  const lastAt = (status: ClientStatus) => steps.findLast((step) => step.to === status)?.at ?? null;
  const language: Language = random.chance(0.75) ? 'fr' : 'en';
  const hasCar = random.chance(0.7);
  const modelsOfInterest = random.sample(context.carIds, random.int(1, 2));
  const modelsViewed = outcome ? random.sample(context.carIds, random.int(1, 3)) : [];
  const modelSold = outcome === 'sold' ? (modelsViewed[0] ?? null) : null;
  const acceptedAt = lastAt('withAdvisor');
  const closedAt = lastAt('sold') ?? lastAt('notSold');

  // Shape of the kiosk questionnaire (product-spec section 3, "Client questionnaire answers").
  const questionnaire = {
    hasCar,
    currentCar: hasCar
      ? {
          manufacturer: random.pick(['Toyota', 'Honda', 'Ford', 'Hyundai', 'Nissan']),
          model: random.pick(['Corolla', 'Civic', 'Focus', 'Elantra', 'Sentra']),
          year: now.getUTCFullYear() - random.int(3, 12),
          mileage: random.int(30, 220) * 1000,
        }
      : null,
    wantsValuation: hasCar && random.chance(0.6),
    paymentFrequency: random.pick(['weekly', 'bimonthly', 'monthly', 'none']),
    budget: { frequency: 'monthly', amount: random.int(6, 18) * 50 },
    drivingStyle: random.pick(['economic', 'relaxed', 'safe', 'sporty']),
    passengers: random.pick(['0', '1', '2', '3+']),
    annualKilometres: random.pick(['under15000', 'from15000to25000', 'over25000']),
    usage: random.pick(['recreation', 'professional', 'personal']),
    colour: random.pick(['black', 'blue', 'grey', 'other', 'red', 'white', 'indifferent']),
    sellerQualities: random.sample(SELLER_QUALITIES, random.int(0, 3)),
    wantsTestDrive: random.chance(0.5),
    modelsOfInterest,
  };

  // The first 16 answers of one of the staff personalities, each nudged by one point now and then.
  const persona = random.pick(personaAnswers);
  const testAnswers = Object.fromEntries(
    Object.entries(answersFromDigits(persona, CLIENT_FORM)).map(([key, value]) => [
      key,
      random.chance(0.3) ? Math.min(5, Math.max(1, value + (random.chance(0.5) ? 1 : -1))) : value,
    ]),
  );

  const seller = plan.seller;
  const client: Insertable<Clients> = {
    id,
    concessionId: context.id,
    status: last.to,
    sellerId: seller && steps.length > 1 ? seller.id : null,
    language,
    sequence: random.pick(['testDrive', 'buyCar', 'chooseCar'] as const),
    firstName: random.pick(CLIENT_FIRST_NAMES),
    lastName: random.pick(CLIENT_LAST_NAMES),
    phone: random.chance(0.6) ? `514555${String(random.int(0, 9999)).padStart(4, '0')}` : null,
    questionnaire: json(questionnaire),
    questionnaireCompletedAt: plan.start,
    feedback: outcome
      ? json({
          sale: outcome === 'sold',
          modelsViewed,
          modelsSold: modelSold ? [modelSold] : [],
          comment: random.pick(FEEDBACK_COMMENTS[outcome]),
        })
      : null,
    selectionMode: seller ? context.selectionMode : null,
    matchScore: seller ? random.int(58, 96) : null,
    sellerAssignedAt: seller ? lastAt('waitingRoom') : null,
    acceptedAt,
    holdExpiresAt: acceptedAt ? new Date(acceptedAt.getTime() + context.holdHours * HOUR) : null,
    beBackAt: lastAt('beBack'),
    closedAt,
    archivedAt: lastAt('archived'),
    createdAt: new Date(plan.start.getTime() - random.int(6, 12) * MINUTE),
    updatedAt: last.at,
  };

  const changes = steps.map((step, index): Insertable<ClientStatusChanges> => ({
    clientId: id,
    concessionId: context.id,
    fromStatus: steps[index - 1]?.to ?? null,
    toStatus: step.to,
    sellerId: step.to === 'questionnaireCompleted' ? null : (client.sellerId ?? null),
    actorUserId:
      step.by === 'kiosk'
        ? context.kioskUserId
        : step.by === 'seller'
          ? (seller?.id ?? null)
          : null,
    actorRole: step.by === 'kiosk' ? 'client' : step.by === 'seller' ? 'seller' : 'system',
    reason: step.to === 'archived' ? 'archiveDelayElapsed' : null,
    at: step.at,
  }));

  const interests: SeededClient['interests'] = [
    ...modelsOfInterest.map((carId) => ({ clientId: id, carId, kind: 'interested' as const })),
    ...modelsViewed.map((carId) => ({ clientId: id, carId, kind: 'viewed' as const })),
    ...(modelSold ? [{ clientId: id, carId: modelSold, kind: 'sold' as const }] : []),
  ];
  return { client, changes, interests, testAnswers };
};

/** Four weeks of walk-ins, plus today's clients still in the showroom (demo concession). */
const planClients = (
  random: Random,
  key: ConcessionKey,
  context: ConcessionContext,
  clientsPerDay: [number, number],
  now: Date,
): JourneyPlan[] => {
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const plans: JourneyPlan[] = [];
  // When each advisor is free again, so one advisor rarely has two clients at once.
  const busyUntil = new Map<string, number>();
  for (let daysAgo = 27; daysAgo >= 1; daysAgo -= 1) {
    // An advisor gone for weeks (seller6) gets no client since, which is what raises the alert.
    const present = context.sellers.filter((seller) => seller.lastOnSiteDaysAgo < daysAgo);
    if (present.length === 0) continue;
    // Walk-ins between 9:30 and 17:30, dealership time.
    const opening = startOfLocalDay(ago(daysAgo * DAY), TIME_ZONE) + 9.5 * HOUR;
    const starts = Array.from(
      { length: random.int(...clientsPerDay) },
      () => new Date(opening + random.int(0, 8 * 60) * MINUTE),
    ).sort((a, b) => a.getTime() - b.getTime());
    for (const start of starts) {
      const free = present.filter((seller) => (busyUntil.get(seller.id) ?? 0) <= start.getTime());
      const seller = random.pick(free.length > 0 ? free : present);
      busyUntil.set(seller.id, start.getTime() + JOURNEY_UPPER_BOUND);
      plans.push({ start, seller });
    }
  }
  const [first, second, third, fourth, fifth] = context.sellers;
  if (key === 'second') {
    if (first) plans.push({ start: ago(20 * MINUTE), seller: first, stopAfter: 'waitingRoom' });
    return plans;
  }
  if (!first || !second || !third || !fourth || !fifth)
    throw new Error('the demo needs 5 advisors');
  plans.push(
    { start: ago(6 * HOUR), seller: first, outcome: 'beBack' },
    { start: ago(4 * HOUR), seller: fourth, outcome: 'sold' },
    { start: ago(3.5 * HOUR), seller: fifth, outcome: 'notSold' },
    // Accepted about five hours ago: the hold has expired, the advisor must end or resume the sale.
    { start: ago(5.5 * HOUR), seller: third, stopAfter: 'withAdvisor' },
    { start: ago(50 * MINUTE), seller: second, stopAfter: 'withAdvisor' },
    { start: ago(9 * MINUTE), seller: first, stopAfter: 'waitingRoom' },
    // Nobody was available: waiting for the next free advisor.
    { start: ago(15 * MINUTE), seller: null, stopAfter: 'waitingRoom' },
    { start: ago(4 * MINUTE), seller: null, stopAfter: 'questionnaireCompleted' },
  );
  return plans;
};

const markerExists = async (db: Kysely<DB>) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = ${MARKER_EMAIL}`)
    .where('deletedAt', 'is', null)
    .executeTakeFirst()) !== undefined;

/**
 * Creates the demo data in one transaction. Idempotent: returns false, changing nothing, when
 * owner@demo.test already exists; true when it seeded.
 */
export const seedDemoData = async (db: Kysely<DB>, deps: SeedDemoDataDeps): Promise<boolean> => {
  if (await markerExists(db)) return false;
  const { now, hasher } = deps;
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const year = now.getUTCFullYear();

  // Hashing is slow on purpose; do it before the transaction rather than while holding locks.
  const passwordHashes = new Map(
    await Promise.all(
      ACCOUNTS.filter((account) => account.role !== 'client' && account.role !== 'service').map(
        async (account) => [account.email, await hasher.hash(DEMO_PASSWORD)] as const,
      ),
    ),
  );
  const stationHashes = await Promise.all(
    CONCESSIONS.map(async () => ({
      client: await hasher.hash(DEMO_PASSWORD),
      service: await hasher.hash(DEMO_PASSWORD),
    })),
  );

  return db.transaction().execute(async (trx) => {
    // Two processes starting on an empty database (app and `npm run seed`) must not both seed.
    await sql`select pg_advisory_xact_lock(hashtext('best-pairing:seed-demo'))`.execute(trx);
    if (await markerExists(trx)) return false;
    const random = createRandom(20_261_122);

    // ------------------------------------------------------------ platform reference data
    const territoryNames = CONCESSIONS.map((concession) => concession.territory);
    await trx
      .insertInto('territories')
      .values(territoryNames.map((name) => ({ name })))
      .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
      .execute();
    const territories = await trx
      .selectFrom('territories')
      .select(['id', 'name'])
      .where(
        sql<boolean>`lower(name) in (${sql.join(territoryNames.map((name) => name.toLowerCase()))})`,
      )
      .execute();
    const territoryId = (name: string) =>
      territories.find((territory) => territory.name.toLowerCase() === name.toLowerCase())?.id;

    await trx
      .insertInto('contractVersions')
      .values([
        {
          kind: 'contract',
          version: 1,
          bodyFr: 'Contrat d’utilisation de Best Pairing (version de démonstration).',
          bodyEn: 'Best Pairing terms of use (demo version).',
          publishedAt: ago(PLATFORM_JOINED_DAYS_AGO * DAY),
        },
        {
          kind: 'privacyPolicy',
          version: 1,
          bodyFr: 'Politique de confidentialité de Best Pairing (version de démonstration).',
          bodyEn: 'Best Pairing privacy policy (demo version).',
          publishedAt: ago(PLATFORM_JOINED_DAYS_AGO * DAY),
        },
      ])
      .onConflict((conflict) => conflict.columns(['kind', 'version']).doNothing())
      .execute();
    const latestVersion = async (kind: 'contract' | 'privacyPolicy') =>
      (
        await trx
          .selectFrom('contractVersions')
          .select('id')
          .where('kind', '=', kind)
          .where('publishedAt', 'is not', null)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
    const contractVersionId = await latestVersion('contract');
    const privacyPolicyVersionId = await latestVersion('privacyPolicy');

    await trx
      .insertInto('plans')
      .values([
        {
          code: 'monthly',
          nameFr: 'Forfait mensuel',
          nameEn: 'Monthly plan',
          descriptionFr: 'Borne client, borne service, 1 administrateur et 5 conseillers.',
          descriptionEn: 'Customer kiosk, service kiosk, 1 administrator and 5 advisors.',
          billingPeriod: 'month',
          basePriceCents: 49_900,
          includedAdminLicences: 1,
          includedAdvisorLicences: 5,
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
          includedAdvisorLicences: 5,
          unitPriceCents: 4_900,
          discountPercent: 15,
          sortOrder: 2,
        },
      ])
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const plan = await trx
      .selectFrom('plans')
      .selectAll()
      .where('code', '=', 'monthly')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('catalogueProducts')
      .values([
        { code: 'client', nameFr: 'Borne client', nameEn: 'Customer kiosk', unitPriceCents: 9_900 },
        {
          code: 'service',
          nameFr: 'Borne service',
          nameEn: 'Service kiosk',
          unitPriceCents: 4_900,
        },
        {
          code: 'admin',
          nameFr: 'Licence administrateur',
          nameEn: 'Administrator licence',
          unitPriceCents: 2_900,
        },
        {
          code: 'advisor',
          nameFr: 'Licence conseiller',
          nameEn: 'Advisor licence',
          unitPriceCents: 6_900,
        },
        {
          code: 'supplementaryAdvisor',
          nameFr: 'Licence conseiller supplémentaire',
          nameEn: 'Supplementary advisor licence',
          unitPriceCents: 4_900,
        },
      ])
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();

    // Built-in starting norms, unless a lambda version already exists.
    const latestLambda = await trx
      .selectFrom('lambdaVersions')
      .select('id')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();

    // ------------------------------------------------------------ vehicles
    const manufacturerNames = [...new Set(CAR_CATALOGUE.map(([manufacturer]) => manufacturer))];
    await trx
      .insertInto('manufacturers')
      .values(manufacturerNames.map((name) => ({ name })))
      .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
      .execute();
    const manufacturers = await trx
      .selectFrom('manufacturers')
      .select(['id', 'name'])
      .where(
        sql<boolean>`lower(name) in (${sql.join(manufacturerNames.map((name) => name.toLowerCase()))})`,
      )
      .execute();
    const manufacturerId = (name: string) => {
      const found = manufacturers.find((row) => row.name.toLowerCase() === name.toLowerCase());
      if (!found) throw new Error(`manufacturer ${name} missing`);
      return found.id;
    };
    await trx
      .insertInto('cars')
      .values(
        CAR_CATALOGUE.map(([manufacturer, model, type]) => ({
          manufacturerId: manufacturerId(manufacturer),
          model,
          year,
          type,
        })),
      )
      .onConflict((conflict) =>
        conflict.expression(sql`manufacturer_id, lower(model), year`).doNothing(),
      )
      .execute();
    const cars = await trx
      .selectFrom('cars')
      .innerJoin('manufacturers', 'manufacturers.id', 'cars.manufacturerId')
      .select(['cars.id', 'cars.model', 'manufacturers.name as manufacturer'])
      .where('cars.year', '=', year)
      .execute();
    const carId = (manufacturer: string, model: string) => {
      const found = cars.find(
        (car) =>
          car.manufacturer.toLowerCase() === manufacturer.toLowerCase() &&
          car.model.toLowerCase() === model.toLowerCase(),
      );
      if (!found) throw new Error(`car ${manufacturer} ${model} missing`);
      return found.id;
    };
    await trx
      .insertInto('carImages')
      .values(
        CAR_CATALOGUE.flatMap(([manufacturer, model, , colours]) =>
          colours.map((colour) => ({
            carId: carId(manufacturer, model),
            colour,
            fileName: `${carFileStem(manufacturer, model)}_${colour}.png`,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['carId', 'colour']).doNothing())
      .execute();

    // ------------------------------------------------------------ dealerships
    const concessionIds = new Map<ConcessionKey, string>();
    for (const [index, spec] of CONCESSIONS.entries()) {
      const stations = stationHashes[index];
      const { id } = await trx
        .insertInto('concessions')
        .values({
          name: spec.name,
          phone: spec.phone,
          address: spec.address,
          city: spec.city,
          postalCode: spec.postalCode,
          country: 'CA',
          state: spec.state,
          website: spec.website,
          territoryId: territoryId(spec.territory) ?? null,
          language: 'fr',
          defaultAppLanguage: 'fr',
          infoValidated: true,
          configurationValidated: true,
          connectionValidated: true,
          ownerContactEmail: spec.ownerContactEmail,
          clientStationPasswordHash: stations?.client ?? null,
          serviceStationPasswordHash: stations?.service ?? null,
          wifiNetworks: json([{ title: 'Salle d’exposition', ssid: spec.wifiSsid }]),
          // No egress addresses: advisors count as on site from any network, so the demo works
          // on a laptop (decisions.md section 4 only checks networks a concession configured).
          sellerChoiceMode: spec.sellerChoiceMode,
          saleHoldHours: SALE_HOLD_HOURS,
          alertDelayWeeks: ALERT_DELAY_WEEKS,
          archiveDelayWeeks: ARCHIVE_DELAY_WEEKS,
          timeZone: TIME_ZONE,
          isDemo: true,
          createdAt: ago(spec.createdDaysAgo * DAY),
          updatedAt: ago(spec.createdDaysAgo * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      concessionIds.set(spec.key, id);
      await trx
        .insertInto('concessionManufacturers')
        .values(
          spec.manufacturers.map((name) => ({
            concessionId: id,
            manufacturerId: manufacturerId(name),
          })),
        )
        .execute();
    }
    const concessionId = (key: ConcessionKey) => {
      const id = concessionIds.get(key);
      if (!id) throw new Error(`concession ${key} missing`);
      return id;
    };

    // ------------------------------------------------------------ accounts
    const signs = (role: Role, kind: 'contract' | 'privacyPolicy') =>
      kind === 'contract'
        ? role === 'owner' || role === 'bpm' || role === 'seller'
        : role === 'admin';
    // Each person joins with their dealership, signs the next day and takes the test the day after.
    const joinedDaysAgo = (account: AccountSpec) =>
      CONCESSIONS.find((spec) => spec.key === account.concession)?.createdDaysAgo ??
      PLATFORM_JOINED_DAYS_AGO;
    const users = await trx
      .insertInto('users')
      .values(
        ACCOUNTS.map((account) => {
          const joinedAt = ago(joinedDaysAgo(account) * DAY);
          const signedAt = ago((joinedDaysAgo(account) - 1) * DAY);
          return {
            email: account.email,
            passwordHash: passwordHashes.get(account.email) ?? null,
            role: account.role,
            concessionId: account.concession ? concessionId(account.concession) : null,
            firstName: account.firstName,
            lastName: account.lastName,
            phone: account.phone,
            language: account.language,
            signedContractAt: signs(account.role, 'contract') ? signedAt : null,
            signedContractVersionId: signs(account.role, 'contract') ? contractVersionId : null,
            signedPrivacyPolicyAt: signs(account.role, 'privacyPolicy') ? signedAt : null,
            signedPrivacyPolicyVersionId: signs(account.role, 'privacyPolicy')
              ? privacyPolicyVersionId
              : null,
            createdAt: joinedAt,
            updatedAt: signedAt,
          };
        }),
      )
      .returning(['id', 'email'])
      .execute();
    const userId = (email: string) => {
      const found = users.find((user) => user.email === email);
      if (!found) throw new Error(`user ${email} missing`);
      return found.id;
    };
    const prAdminId = userId('pradmin@demo.test');

    await trx
      .insertInto('bpmAssignments')
      .values(
        CONCESSIONS.map((spec) => ({
          bpmUserId: userId('bpm@demo.test'),
          concessionId: concessionId(spec.key),
          createdAt: ago(spec.createdDaysAgo * DAY),
        })),
      )
      .execute();

    const lambdaVersionId =
      latestLambda?.id ??
      (
        await trx
          .insertInto('lambdaVersions')
          .values({
            version: 1,
            norms: json(STARTING_LAMBDA.norms),
            counts: json({ seller40: 0, client16: 0 }),
            weights: json(STARTING_LAMBDA.weights),
            createdBy: prAdminId,
            createdAt: ago(PLATFORM_JOINED_DAYS_AGO * DAY),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const scoreColumns = (
      answers: Record<string, number>,
      form: FormId,
      completedAt: Date,
    ): Partial<Insertable<PsychometricTests>> => {
      const validated = validateAnswers(form, answers, { prepareOnly: false });
      if (!validated.ok) throw new Error(`Demo answers do not fit the ${form} form`);
      const { raw, z, scores, profileNumber, descriptors } = scoreTest(
        form,
        validated.value,
        STARTING_LAMBDA,
      );
      return {
        rawE: raw.E,
        rawA: raw.A,
        rawC: raw.C,
        rawI: raw.I,
        zE: z.E,
        zA: z.A,
        zC: z.C,
        zI: z.I,
        scoreE: scores.E,
        scoreA: scores.A,
        scoreC: scores.C,
        scoreI: scores.I,
        profileNumber,
        descriptors: [...descriptors],
        lambdaVersionId,
        scoredAt: completedAt,
      };
    };

    const staffTests = ACCOUNTS.flatMap((account) => {
      if (!account.answers) return [];
      const answers = answersFromDigits(account.answers, SELLER_FORM);
      const completedAt = ago((joinedDaysAgo(account) - 2) * DAY);
      return [
        {
          userId: userId(account.email),
          form: 'seller40' as const,
          answers: json(answers),
          completedAt,
          ...scoreColumns(answers, 'seller40', completedAt),
        },
      ];
    });
    await trx.insertInto('psychometricTests').values(staffTests).execute();

    // ------------------------------------------------------------ billing
    for (const spec of CONCESSIONS) {
      const id = concessionId(spec.key);
      const advisors = SELLERS.filter(
        (seller) =>
          ACCOUNTS.find((account) => account.email === seller.email)?.concession === spec.key,
      );
      const extraAdvisorLicences = Math.max(0, advisors.length - plan.includedAdvisorLicences);
      const { id: subscriptionId } = await trx
        .insertInto('subscriptions')
        .values({
          concessionId: id,
          planId: plan.id,
          status: 'active',
          provider: 'demo',
          providerStatus: 'active',
          billingPeriod: plan.billingPeriod,
          basePriceCents: plan.basePriceCents,
          includedAdvisorLicences: plan.includedAdvisorLicences,
          extraAdvisorLicences,
          unitPriceCents: plan.unitPriceCents,
          discountPercent: plan.discountPercent,
          currentPeriodStart: ago(10 * DAY),
          currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
          activatedAt: ago((spec.createdDaysAgo - 1) * DAY),
          createdAt: ago(spec.createdDaysAgo * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // Seats: the kiosks, the included admin and advisor licences, plus the extra advisors.
      const kiosk = ACCOUNTS.find((a) => a.concession === spec.key && a.role === 'client');
      const service = ACCOUNTS.find((a) => a.concession === spec.key && a.role === 'service');
      const admin = ACCOUNTS.find((a) => a.concession === spec.key && a.role === 'admin');
      const seat = (kind: Insertable<DB['licences']>['kind'], email: string | undefined) => ({
        concessionId: id,
        kind,
        userId: email ? userId(email) : null,
        assignedAt: email ? ago(spec.createdDaysAgo * DAY) : null,
      });
      await trx
        .insertInto('licences')
        .values([
          seat('client', kiosk?.email),
          seat('service', service?.email),
          ...Array.from({ length: plan.includedAdminLicences }, (_, index) =>
            seat('admin', index === 0 ? admin?.email : undefined),
          ),
          ...Array.from({ length: plan.includedAdvisorLicences }, (_, index) =>
            seat('advisor', advisors[index]?.email),
          ),
          ...advisors
            .slice(plan.includedAdvisorLicences)
            .map((advisor) => seat('supplementaryAdvisor', advisor.email)),
        ])
        .execute();

      const monthlyCents = Math.round(
        (plan.basePriceCents + extraAdvisorLicences * plan.unitPriceCents) *
          (1 - plan.discountPercent / 100),
      );
      const invoiceCount = Math.min(3, Math.floor(spec.createdDaysAgo / 30));
      if (invoiceCount > 0) {
        await trx
          .insertInto('invoices')
          .values(
            Array.from({ length: invoiceCount }, (_, index) => {
              const issuedAt = ago((10 + 30 * index) * DAY);
              return {
                concessionId: id,
                subscriptionId,
                number: `BP-${spec.key.toUpperCase()}-${year}-${String(invoiceCount - index).padStart(4, '0')}`,
                totalCents: monthlyCents,
                status: 'paid' as const,
                issuedAt,
                paidAt: issuedAt,
              };
            }),
          )
          .execute();
      }
    }

    // ------------------------------------------------------------ advisors
    await trx
      .insertInto('sellerProfiles')
      .values(
        SELLERS.map((seller) => {
          const onSite = ago(seller.lastOnSiteDaysAgo * DAY + random.int(1, 15) * MINUTE);
          return {
            userId: userId(seller.email),
            hobbies: seller.hobbies,
            spokenLanguages: seller.spokenLanguages,
            carSellerStartedYear: year - seller.carSellerStarted[0],
            carSellerStartedMonth: seller.carSellerStarted[1],
            concessionSellerStartedYear: year - seller.concessionSellerStarted[0],
            concessionSellerStartedMonth: seller.concessionSellerStarted[1],
            statisticsStatus: seller.statisticsStatus,
            lastHeartbeatAt: onSite,
            lastOnSiteHeartbeatAt: onSite,
          };
        }),
      )
      .execute();

    // Video links in the canonical form the Trainings API stores (docs/decisions/023); the demo has
    // no video files to upload, so every demo training links to its video.
    await trx
      .insertInto('trainings')
      .values([
        {
          name: 'Accueillir un client à la borne',
          description: 'Les premières minutes : saluer, présenter la borne et le questionnaire.',
          videoUrl: 'https://www.youtube.com/watch?v=bpAccueil01',
          createdBy: prAdminId,
          createdAt: ago(100 * DAY),
          updatedAt: ago(100 * DAY),
        },
        {
          name: 'Lire un profil de personnalité',
          description: 'Comprendre les quatre facteurs et les conseils d’approche d’un client.',
          videoUrl: 'https://vimeo.com/824804225',
          createdBy: prAdminId,
          createdAt: ago(95 * DAY),
          updatedAt: ago(60 * DAY),
        },
        {
          name: 'Conclure ou planifier un retour',
          description: 'Terminer la relation : vente, non-vente ou retour prévu (be-back).',
          videoUrl: 'https://www.youtube.com/watch?v=bpConclure3',
          createdBy: prAdminId,
          createdAt: ago(90 * DAY),
          updatedAt: ago(90 * DAY),
        },
        {
          concessionId: concessionId('demo'),
          name: 'Nos modèles hybrides',
          description: 'Présentation interne de la gamme hybride de la concession.',
          videoUrl: 'https://www.youtube.com/watch?v=bpHybride04',
          createdBy: userId('owner@demo.test'),
          createdAt: ago(40 * DAY),
          updatedAt: ago(40 * DAY),
        },
        {
          concessionId: concessionId('second'),
          name: 'Notre salle d’exposition',
          description: 'Visite de la salle d’exposition et des bornes de la concession de Québec.',
          videoUrl: 'https://vimeo.com/824804226',
          createdBy: userId('owner2@demo.test'),
          createdAt: ago(20 * DAY),
          updatedAt: ago(20 * DAY),
        },
      ])
      .execute();

    // ------------------------------------------------------------ walk-in clients
    const personaAnswers = ACCOUNTS.flatMap((account) =>
      account.answers ? [account.answers] : [],
    );
    const seeded: SeededClient[] = [];
    for (const spec of CONCESSIONS) {
      const id = concessionId(spec.key);
      const kiosk = ACCOUNTS.find((a) => a.concession === spec.key && a.role === 'client');
      const context: ConcessionContext = {
        id,
        kioskUserId: kiosk ? userId(kiosk.email) : null,
        holdHours: SALE_HOLD_HOURS,
        archiveDelayWeeks: ARCHIVE_DELAY_WEEKS,
        selectionMode: spec.sellerChoiceMode,
        sellers: SELLERS.filter(
          (seller) => ACCOUNTS.find((a) => a.email === seller.email)?.concession === spec.key,
        ).map((seller) => ({
          id: userId(seller.email),
          closeRate: seller.closeRate,
          lastOnSiteDaysAgo: seller.lastOnSiteDaysAgo,
        })),
        carIds: CAR_CATALOGUE.filter(([manufacturer]) =>
          spec.manufacturers.includes(manufacturer),
        ).map(([manufacturer, model]) => carId(manufacturer, model)),
      };
      for (const plan of planClients(random, spec.key, context, spec.clientsPerDay, now)) {
        seeded.push(buildClient(random, plan, context, now, personaAnswers));
      }
    }
    await trx
      .insertInto('clients')
      .values(seeded.map(({ client }) => client))
      .execute();
    await trx
      .insertInto('clientStatusChanges')
      .values(seeded.flatMap(({ changes }) => changes))
      .execute();
    await trx
      .insertInto('clientCarInterests')
      .values(seeded.flatMap(({ interests }) => interests))
      .execute();
    await trx
      .insertInto('psychometricTests')
      .values(
        seeded.map(({ client, testAnswers }) => {
          const completedAt = new Date(client.questionnaireCompletedAt ?? now);
          return {
            clientId: client.id,
            form: 'client16' as const,
            answers: json(testAnswers),
            completedAt,
            ...scoreColumns(testAnswers, 'client16', completedAt),
          };
        }),
      )
      .execute();

    // Round robin reads the last assignment of each advisor.
    const sellerAssignments = new Map<string, Date>();
    for (const { client } of seeded) {
      if (!client.sellerId || !client.sellerAssignedAt) continue;
      const assignedAt = new Date(client.sellerAssignedAt);
      const previous = sellerAssignments.get(client.sellerId);
      if (!previous || previous < assignedAt) sellerAssignments.set(client.sellerId, assignedAt);
    }
    for (const [sellerId, lastAssignmentAt] of sellerAssignments) {
      await trx
        .updateTable('sellerProfiles')
        .set({ lastAssignmentAt })
        .where('userId', '=', sellerId)
        .execute();
    }
    return true;
  });
};
