import { CLIENT_FORM, SELLER_FORM } from '#domain/psychometrics/index.ts';
import type { Role } from '#domain/access/roles.ts';
import type { DemoConcessionKey } from './accounts.ts';
import { carKey, DEMO_CARS, plannedCars } from './cars.ts';
import type { DemoConcession } from './dealerships.ts';
import {
  answersFromDigits,
  scoreDemoTest,
  STARTING_LAMBDA,
  type DemoPlan,
  type PlannedAccount,
  type PlannedSellerProfile,
} from './plan.ts';
import {
  DEMO_CATALOGUE_PRODUCTS,
  DEMO_CONTRACTS,
  DEMO_PLANS,
  DEMO_SUBSCRIBED_PLAN,
} from './platform.ts';
import { createRandom } from './random.ts';
import { planWalkIns } from './walk-in-plan.ts';

const DAY = 86_400_000;
const KEY: DemoConcessionKey = 'showroom';

/**
 * The sales demonstration's showroom (docs/decisions/087): a dealership flagged `is_demo`, in no
 * territory and assigned to no bpm, with its kiosk and two advisors. Its accounts have no password
 * anyone knows: a bpm opens them from /bpm/demo.
 */
const SALES_DEMO: DemoConcession = {
  key: KEY,
  setUp: true,
  name: 'Best Pairing — Démonstration',
  phone: '5145550199',
  address: '1, place de la Démonstration',
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  state: 'QC',
  // No territory: no bpm reaches the showroom through its regions (decision 076).
  territory: '',
  website: 'https://demo.example.com',
  ownerContactEmail: 'showroom@demo.invalid',
  sellerChoiceMode: 'clientChoosesBetweenTwo',
  wifiSsid: 'BestPairing-Demonstration',
  manufacturers: ['Toyota', 'Honda', 'Hyundai', 'Mazda'],
  clientsPerDay: [2, 4],
  createdDaysAgo: 30,
  spareSellerLicences: 0,
};

/** The showroom's accounts, by role: what /bpm/demo opens. */
export const SALES_DEMO_ACCOUNTS = {
  kiosk: 'showroom-kiosk@demo.invalid',
  advisors: ['showroom-advisor1@demo.invalid', 'showroom-advisor2@demo.invalid'],
} as const;

export type SalesDemoView = 'kiosk' | 'advisor';

/** The account a view of the demo signs the browser in as. */
export const salesDemoAccount = (view: SalesDemoView): string =>
  view === 'kiosk' ? SALES_DEMO_ACCOUNTS.kiosk : SALES_DEMO_ACCOUNTS.advisors[0];

const ADVISORS = [
  {
    email: SALES_DEMO_ACCOUNTS.advisors[0],
    firstName: 'Sophie',
    lastName: 'Démo',
    answers: '5434124255321133234535134224424435332542',
    hobbies: ['travel', 'music', 'cooking'],
    closeRate: 0.45,
  },
  {
    email: SALES_DEMO_ACCOUNTS.advisors[1],
    firstName: 'Marc',
    lastName: 'Démo',
    answers: '4335233234312322245434245513523355452334',
    hobbies: ['reading', 'nature', 'sport'],
    closeRate: 0.35,
  },
] as const;

/** Fixed, so every reset replays the same four weeks of visits before `now`. */
const SALES_DEMO_RANDOM_SEED = 20_261_127;

export type SalesDemoPlan = Pick<
  DemoPlan,
  | 'year'
  | 'contracts'
  | 'plans'
  | 'products'
  | 'territories'
  | 'territoryCover'
  | 'cars'
  | 'concessions'
  | 'accounts'
  | 'staffTests'
  | 'sellerProfiles'
  | 'subscriptions'
  | 'walkIns'
> & { lambda: typeof STARTING_LAMBDA };

const account = (
  email: string,
  role: Role,
  names: { firstName: string | null; lastName: string | null },
  joined: Date,
  signed: Date,
): PlannedAccount => ({
  email,
  role,
  concession: KEY,
  ...names,
  phone: null,
  language: 'fr',
  hasPassword: role !== 'client',
  signsContract: role === 'seller',
  signsPrivacyPolicy: false,
  createdAt: joined,
  signedAt: signed,
});

/**
 * What the showroom holds for `now` (docs/decisions/087): the dealership, its kiosk and advisors
 * with their tests and profiles, an active subscription, and four weeks of walk-in visits, each a
 * path the status machine accepts. The same `now`, the same showroom.
 */
export const planSalesDemo = (now: Date): SalesDemoPlan => {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const year = now.getUTCFullYear();
  const joined = ago(SALES_DEMO.createdDaysAgo);
  const signed = ago(SALES_DEMO.createdDaysAgo - 1);
  const sellers = ADVISORS.map((advisor) => ({ ...advisor, lastOnSiteDaysAgo: 0 }));
  const walkIns = planWalkIns(
    createRandom(SALES_DEMO_RANDOM_SEED),
    {
      key: KEY,
      selectionMode: SALES_DEMO.sellerChoiceMode,
      sellers,
      carKeys: DEMO_CARS.filter(([manufacturer]) =>
        SALES_DEMO.manufacturers.includes(manufacturer),
      ).map(([manufacturer, model]) => carKey(manufacturer, model)),
      clientsPerDay: SALES_DEMO.clientsPerDay,
    },
    now,
    ADVISORS.map((advisor) => answersFromDigits(advisor.answers, CLIENT_FORM)),
  ).map((walkIn) => ({
    ...walkIn,
    test: scoreDemoTest('client16', walkIn.personality, walkIn.steps[0]?.at ?? now),
  }));
  return {
    year,
    // The same reference data as the demo seed's, added only where missing.
    contracts: DEMO_CONTRACTS.map((contract) => ({ ...contract, publishedAt: joined })),
    plans: DEMO_PLANS,
    products: DEMO_CATALOGUE_PRODUCTS,
    territories: [],
    territoryCover: [],
    cars: plannedCars(),
    concessions: [{ ...SALES_DEMO, createdAt: joined }],
    accounts: [
      account(
        SALES_DEMO_ACCOUNTS.kiosk,
        'client',
        { firstName: null, lastName: null },
        joined,
        signed,
      ),
      ...ADVISORS.map((advisor) => account(advisor.email, 'seller', advisor, joined, signed)),
    ],
    staffTests: ADVISORS.map((advisor) => ({
      email: advisor.email,
      ...scoreDemoTest('seller40', answersFromDigits(advisor.answers, SELLER_FORM), ago(27)),
    })),
    sellerProfiles: ADVISORS.map((advisor): PlannedSellerProfile => ({
      email: advisor.email,
      hobbies: advisor.hobbies,
      spokenLanguages: ['fr', 'en'],
      statisticsStatus: 'granted',
      carSellerStarted: { year: year - 5, month: 3 },
      concessionSellerStarted: { year: year - 1, month: 9 },
      lastOnSiteAt: now,
    })),
    subscriptions: [
      {
        concession: KEY,
        plan: DEMO_SUBSCRIBED_PLAN,
        extraSellerLicences: 0,
        currentPeriodStart: ago(10),
        currentPeriodEnd: ago(-20),
        activatedAt: joined,
        createdAt: joined,
        licences: [
          { kind: 'client', email: SALES_DEMO_ACCOUNTS.kiosk, assignedAt: joined },
          ...ADVISORS.map((advisor) => ({
            kind: 'seller' as const,
            email: advisor.email,
            assignedAt: joined,
          })),
        ],
        invoices: [],
      },
    ],
    lambda: STARTING_LAMBDA,
    walkIns,
  };
};
