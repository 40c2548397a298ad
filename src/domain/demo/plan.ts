import type { Region } from '#domain/territories/territory.ts';
import type { Role } from '#domain/access/roles.ts';
import {
  buildLambda,
  CLIENT_FORM,
  scoreTest,
  SELLER_FORM,
  validateAnswers,
  type AnswerSheet,
  type FormId,
  type Lambda,
  type TestScore,
} from '#domain/psychometrics/index.ts';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoConcessionKey } from './accounts.ts';
import { DEMO_SELLERS, type DemoSeller } from './sellers.ts';
import { carKey, DEMO_CARS, plannedCars, type DemoCarColour, type DemoCarType } from './cars.ts';
import { DEMO_CONCESSIONS, DEMO_SETTINGS, type DemoConcession } from './dealerships.ts';
import {
  DEMO_CATALOGUE_PRODUCTS,
  DEMO_CONTRACTS,
  DEMO_PLANS,
  DEMO_SUBSCRIBED_PLAN,
  DEMO_TRAININGS,
  type DemoContract,
  type DemoTraining,
  type LicenceKind,
} from './platform.ts';
import { createRandom, DEMO_RANDOM_SEED } from './random.ts';
import { planWalkIns, type DemoWalkIn } from './walk-in-plan.ts';
import { demoTerritoryCover } from './territories.ts';

const DAY = 86_400_000;

/** Version 1 of the norms: the built-in starting norms (docs/spec/psychometrics.md section 3). */
export const STARTING_LAMBDA: Lambda = buildLambda(1, { seller40: [], client16: [] });

export type PlannedAccount = Omit<DemoAccount, 'answers'> & {
  /** Kiosk accounts sign in through their dealership's station password, not their own. */
  hasPassword: boolean;
  signsContract: boolean;
  signsPrivacyPolicy: boolean;
  createdAt: Date;
  signedAt: Date;
};

export type PlannedTest = { answers: AnswerSheet; score: TestScore; completedAt: Date };

export type PlannedSubscription = {
  concession: DemoConcessionKey;
  plan: string;
  extraSellerLicences: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  activatedAt: Date;
  createdAt: Date;
  licences: { kind: LicenceKind; email: string | null; assignedAt: Date | null }[];
  invoices: { number: string; totalCents: number; issuedAt: Date }[];
};

export type PlannedSellerProfile = Omit<
  DemoSeller,
  'closeRate' | 'lastOnSiteDaysAgo' | 'carSellerStarted' | 'concessionSellerStarted'
> & {
  carSellerStarted: { year: number; month: number };
  concessionSellerStarted: { year: number; month: number };
  lastOnSiteAt: Date;
};

/**
 * Everything the demo creates, in the order it is created: reference data, dealerships, accounts
 * and what hangs off them, then the walk-in clients, each with its visit as status-machine events.
 */
export type DemoPlan = {
  now: Date;
  year: number;
  contracts: (DemoContract & { publishedAt: Date })[];
  plans: typeof DEMO_PLANS;
  products: typeof DEMO_CATALOGUE_PRODUCTS;
  territories: string[];
  /**
   * What each demo territory covers: its regions and its bpm (decision 076), so the territories
   * page and the bpm's reach show data on a fresh start.
   */
  territoryCover: { territory: string; regions: Region[]; bpms: string[] }[];
  cars: {
    manufacturer: string;
    model: string;
    type: DemoCarType;
    images: { colour: DemoCarColour; fileName: string }[];
  }[];
  concessions: (DemoConcession & { createdAt: Date })[];
  accounts: PlannedAccount[];
  bpmAssignments: { email: string; concession: DemoConcessionKey; createdAt: Date }[];
  /** Written only when no lambda version exists yet; created by the platform administrator. */
  lambda: { lambda: Lambda; createdBy: string; createdAt: Date };
  staffTests: (PlannedTest & { email: string })[];
  subscriptions: PlannedSubscription[];
  sellerProfiles: PlannedSellerProfile[];
  trainings: (Omit<DemoTraining, 'createdDaysAgo' | 'updatedDaysAgo'> & {
    createdBy: string;
    createdAt: Date;
    updatedAt: Date;
  })[];
  walkIns: (DemoWalkIn & { test: PlannedTest })[];
};

/** Scores a sheet with the starting norms; the demo's own answers always fit their form. */
export const scoreDemoTest = (form: FormId, answers: Record<string, number>, completedAt: Date) => {
  const validated = validateAnswers(form, answers, { prepareOnly: false });
  if (!validated.ok) throw new Error(`Demo answers do not fit the ${form} form`);
  return {
    answers: validated.value,
    score: scoreTest(form, validated.value, STARTING_LAMBDA),
    completedAt,
  };
};

/** Answers written as one digit per item, in the order of the form's items. */
export const answersFromDigits = (
  digits: string,
  items: readonly string[],
): Record<string, number> =>
  Object.fromEntries(items.map((key, index) => [key, Number(digits[index])]));

const accountOf = (email: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`demo account ${email} missing`);
  return account;
};
const sellersOf = (key: DemoConcessionKey) =>
  DEMO_SELLERS.filter((seller) => accountOf(seller.email).concession === key);
const ownerOf = (key: DemoConcessionKey) =>
  DEMO_ACCOUNTS.find((account) => account.concession === key && account.role === 'owner');

const signs = (role: Role) => ({
  signsContract: role === 'owner' || role === 'bpm' || role === 'seller',
  signsPrivacyPolicy: role === 'admin',
});

/** The demo data of docs/spec/decisions.md section 11 for a given `now`: the same `now`, the same demo. */
export const planDemo = (now: Date): DemoPlan => {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const year = now.getUTCFullYear();
  const random = createRandom(DEMO_RANDOM_SEED);
  const { platformJoinedDaysAgo } = DEMO_SETTINGS;
  // Each person joins with their dealership, signs the next day and takes the test the day after.
  const joinedDaysAgo = (account: DemoAccount) =>
    DEMO_CONCESSIONS.find((spec) => spec.key === account.concession)?.createdDaysAgo ??
    platformJoinedDaysAgo;
  const subscribed = DEMO_PLANS.find((plan) => plan.code === DEMO_SUBSCRIBED_PLAN);
  if (!subscribed) throw new Error('the subscribed demo plan is missing');

  const subscriptions = DEMO_CONCESSIONS.map((spec): PlannedSubscription => {
    const sellers = sellersOf(spec.key);
    const extra =
      Math.max(0, sellers.length - subscribed.includedSellerLicences) + spec.spareSellerLicences;
    const holder = (role: Role) =>
      DEMO_ACCOUNTS.find((account) => account.concession === spec.key && account.role === role);
    const seat = (kind: LicenceKind, email: string | undefined) => ({
      kind,
      email: email ?? null,
      assignedAt: email ? ago(spec.createdDaysAgo) : null,
    });
    const monthlyCents = Math.round(
      (subscribed.basePriceCents + extra * subscribed.unitPriceCents) *
        (1 - subscribed.discountPercent / 100),
    );
    const invoiceCount = Math.min(3, Math.floor(spec.createdDaysAgo / 30));
    const prefix = `BP-${spec.key.toUpperCase()}-${year}-`;
    return {
      concession: spec.key,
      plan: subscribed.code,
      extraSellerLicences: extra,
      currentPeriodStart: ago(10),
      currentPeriodEnd: ago(-20),
      activatedAt: ago(spec.createdDaysAgo - 1),
      createdAt: ago(spec.createdDaysAgo),
      // Seats: the kiosks, the included admin and advisor licences, plus the extra advisors.
      licences: [
        seat('client', holder('client')?.email),
        seat('service', holder('service')?.email),
        ...Array.from({ length: subscribed.includedAdminLicences }, (_, index) =>
          seat('admin', index === 0 ? holder('admin')?.email : undefined),
        ),
        ...Array.from({ length: subscribed.includedSellerLicences }, (_, index) =>
          seat('seller', sellers[index]?.email),
        ),
        ...sellers
          .slice(subscribed.includedSellerLicences)
          .map((seller) => seat('supplementarySeller', seller.email)),
        ...Array.from({ length: spec.spareSellerLicences }, () =>
          seat('supplementarySeller', undefined),
        ),
      ],
      invoices: Array.from({ length: invoiceCount }, (_, index) => ({
        number: `${prefix}${String(invoiceCount - index).padStart(4, '0')}`,
        totalCents: monthlyCents,
        issuedAt: ago(10 + 30 * index),
      })),
    };
  });

  const sellerProfiles = DEMO_SELLERS.map(
    ({
      closeRate: _rate,
      lastOnSiteDaysAgo,
      carSellerStarted,
      concessionSellerStarted,
      ...rest
    }) => ({
      ...rest,
      carSellerStarted: { year: year - carSellerStarted[0], month: carSellerStarted[1] },
      concessionSellerStarted: {
        year: year - concessionSellerStarted[0],
        month: concessionSellerStarted[1],
      },
      lastOnSiteAt: new Date(+ago(lastOnSiteDaysAgo) - random.int(1, 15) * 60_000),
    }),
  );

  const staffAnswers = DEMO_ACCOUNTS.flatMap((account) =>
    account.answers ? [{ account, digits: account.answers }] : [],
  );
  const personalities = staffAnswers.map(({ digits }) => answersFromDigits(digits, CLIENT_FORM));
  // A dealership not set up yet has had no visits.
  const walkIns = DEMO_CONCESSIONS.filter((spec) => spec.setUp)
    .flatMap((spec) =>
      planWalkIns(
        random,
        {
          key: spec.key,
          selectionMode: spec.sellerChoiceMode,
          sellers: sellersOf(spec.key),
          carKeys: DEMO_CARS.filter(([manufacturer]) =>
            spec.manufacturers.includes(manufacturer),
          ).map(([manufacturer, model]) => carKey(manufacturer, model)),
          clientsPerDay: spec.clientsPerDay,
        },
        now,
        personalities,
      ),
    )
    .map((walkIn) => ({
      ...walkIn,
      test: scoreDemoTest('client16', walkIn.personality, walkIn.steps[0]?.at ?? now),
    }));

  return {
    now,
    year,
    contracts: DEMO_CONTRACTS.map((contract) => ({
      ...contract,
      publishedAt: ago(platformJoinedDaysAgo),
    })),
    plans: DEMO_PLANS,
    products: DEMO_CATALOGUE_PRODUCTS,
    territories: DEMO_CONCESSIONS.map((spec) => spec.territory),
    territoryCover: demoTerritoryCover(),
    cars: plannedCars(),
    concessions: DEMO_CONCESSIONS.map((spec) => ({ ...spec, createdAt: ago(spec.createdDaysAgo) })),
    accounts: DEMO_ACCOUNTS.map(({ answers: _answers, ...account }) => ({
      ...account,
      hasPassword: account.role !== 'client' && account.role !== 'service',
      ...signs(account.role),
      createdAt: ago(joinedDaysAgo(account)),
      signedAt: ago(joinedDaysAgo(account) - 1),
    })),
    bpmAssignments: DEMO_ACCOUNTS.filter((account) => account.role === 'bpm').flatMap((bpm) =>
      DEMO_CONCESSIONS.map((spec) => ({
        email: bpm.email,
        concession: spec.key,
        createdAt: ago(spec.createdDaysAgo),
      })),
    ),
    lambda: {
      lambda: STARTING_LAMBDA,
      createdBy: 'pradmin@demo.test',
      createdAt: ago(platformJoinedDaysAgo),
    },
    staffTests: staffAnswers.map(({ account, digits }) => ({
      email: account.email,
      ...scoreDemoTest(
        'seller40',
        answersFromDigits(digits, SELLER_FORM),
        ago(joinedDaysAgo(account) - 2),
      ),
    })),
    subscriptions,
    sellerProfiles,
    trainings: DEMO_TRAININGS.map(({ createdDaysAgo, updatedDaysAgo, ...training }) => ({
      ...training,
      createdBy: training.concession
        ? (ownerOf(training.concession)?.email ?? 'pradmin@demo.test')
        : 'pradmin@demo.test',
      createdAt: ago(createdDaysAgo),
      updatedAt: ago(updatedDaysAgo),
    })),
    walkIns,
  };
};
