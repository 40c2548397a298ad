import type {
  RelationshipOutcome,
  SellerChoiceMode,
  VisitPurpose,
} from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { civilDateOf, startOfDay } from '#domain/locale/time-zone.ts';
import type { DemoConcessionKey } from './accounts.ts';
import { DEMO_SETTINGS } from './dealerships.ts';
import type { DemoFeedback, DemoStep } from './history.ts';
import type { Random } from './random.ts';
import {
  CLIENT_FIRST_NAMES,
  CLIENT_LAST_NAMES,
  CURRENT_CARS,
  DEMO_SELLER_QUALITIES,
  FEEDBACK_COMMENTS,
} from './walk-ins.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** An advisor as the walk-in plan sees them (named by email). */
export type WalkInSeller = { email: string; closeRate: number; lastOnSiteDaysAgo: number };

/** What a dealership brings to its walk-ins. */
export type WalkInContext = {
  key: DemoConcessionKey;
  selectionMode: SellerChoiceMode;
  sellers: readonly WalkInSeller[];
  /** Cars it sells, by `carKey`. */
  carKeys: readonly string[];
  clientsPerDay: readonly [number, number];
};

/** A walk-in client: what the kiosk recorded, then the visit as status-machine events. */
export type DemoWalkIn = {
  concession: DemoConcessionKey;
  createdAt: Date;
  language: Language;
  sequence: VisitPurpose;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** The kiosk questionnaire (docs/spec/product-spec.md section 3), without its models of interest. */
  questionnaire: Record<string, unknown>;
  modelsOfInterest: readonly string[];
  /** Answers to the 16-item personality part (CLIENT_FORM). */
  personality: Record<string, number>;
  steps: readonly DemoStep[];
};

type Visit = {
  start: Date;
  seller: WalkInSeller | null;
  /** Today's clients still on the floor stop early; everyone else reaches an outcome. */
  stopAfter?: 'questionnaireCompleted' | 'waitingRoom' | 'withAdvisor';
  outcome?: RelationshipOutcome;
};
/** Questionnaire to outcome takes at most 4 + 15 + 110 minutes (stepsOf). */
const VISIT_UPPER_BOUND = 130 * MINUTE;

/** Four weeks of walk-ins between 9:30 and 17:30, then today's clients still in the showroom. */
const visitsOf = (random: Random, context: WalkInContext, now: Date): Visit[] => {
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const visits: Visit[] = [];
  // When each advisor is free again, so one advisor rarely has two clients at once.
  const busyUntil = new Map<string, number>();
  for (let daysAgo = 27; daysAgo >= 1; daysAgo -= 1) {
    // An advisor gone for weeks (seller6) gets no client since, which is what raises the alert.
    const present = context.sellers.filter((seller) => seller.lastOnSiteDaysAgo < daysAgo);
    if (present.length === 0) continue;
    const day = civilDateOf(ago(daysAgo * DAY), DEMO_SETTINGS.timeZone);
    const opening = startOfDay(day, DEMO_SETTINGS.timeZone).getTime() + 9.5 * HOUR;
    const starts = Array.from(
      { length: random.int(...context.clientsPerDay) },
      () => new Date(opening + random.int(0, 8 * 60) * MINUTE),
    ).sort((a, b) => a.getTime() - b.getTime());
    for (const start of starts) {
      const free = present.filter((seller) => (busyUntil.get(seller.email) ?? 0) <= +start);
      const seller = random.pick(free.length > 0 ? free : present);
      busyUntil.set(seller.email, start.getTime() + VISIT_UPPER_BOUND);
      visits.push({ start, seller });
    }
  }
  const [first, second, third, fourth, fifth] = context.sellers;
  // The smaller floors: the second dealership, and the sales demo's showroom (decision 087).
  if (context.key === 'second' || context.key === 'showroom') {
    if (first) visits.push({ start: ago(20 * MINUTE), seller: first, stopAfter: 'waitingRoom' });
    return visits;
  }
  if (!first || !second || !third || !fourth || !fifth) {
    throw new Error('the demo needs 5 advisors');
  }
  visits.push(
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
  return visits;
};

/**
 * One visit's path through docs/spec/decisions.md section 3, as timed events. A be-back either comes back to
 * the same advisor and closes, or is archived once the archive delay has passed; nothing is dated
 * after `now`.
 */
const stepsOf = (random: Random, visit: Visit, context: WalkInContext, now: Date): DemoStep[] => {
  const steps: DemoStep[] = [
    { event: { type: 'completeQuestionnaire' }, at: visit.start, by: 'kiosk' },
  ];
  let at = visit.start.getTime();
  const later = (minutes: number) => new Date((at += minutes * MINUTE));
  if (visit.stopAfter === 'questionnaireCompleted') return steps;
  const { seller } = visit;
  steps.push({
    event: { type: 'enterWaitingRoom', sellerId: seller?.email ?? null },
    at: later(random.int(1, 4)),
    by: 'kiosk',
    pairing: seller
      ? { selectionMode: context.selectionMode, matchScore: random.int(58, 96) }
      : undefined,
  });
  if (visit.stopAfter === 'waitingRoom' || !seller) return steps;
  const sellerId = seller.email;
  const accept = { type: 'accept', sellerId, holdHours: DEMO_SETTINGS.saleHoldHours } as const;
  steps.push({ event: accept, at: later(random.int(2, 15)), by: 'seller' });
  if (visit.stopAfter === 'withAdvisor') return steps;

  const viewed = random.sample(context.carKeys, random.int(1, 3));
  const end = (outcome: RelationshipOutcome, when: Date): DemoStep => ({
    event: { type: 'end', sellerId, outcome },
    at: when,
    by: 'seller',
    feedback: feedbackOf(random, outcome, viewed),
  });
  const draw = random.next();
  const outcome: RelationshipOutcome =
    visit.outcome ??
    (draw < seller.closeRate ? 'sold' : draw < seller.closeRate + 0.3 ? 'beBack' : 'notSold');
  steps.push(end(outcome, later(random.int(25, 110))));
  if (outcome !== 'beBack') return steps;

  const { archiveDelayWeeks } = DEMO_SETTINGS;
  const archiveAt = at + archiveDelayWeeks * WEEK + random.int(5, 60) * MINUTE;
  const returnAt = at + random.int(1, 6) * DAY + random.int(-2, 2) * HOUR;
  const closesAt = returnAt + random.int(30, 90) * MINUTE;
  const finalOutcome: RelationshipOutcome = random.chance(0.6) ? 'sold' : 'notSold';
  if (random.chance(0.5) && closesAt <= now.getTime() && returnAt < archiveAt) {
    steps.push({ event: accept, at: new Date(returnAt), by: 'seller' });
    steps.push(end(finalOutcome, new Date(closesAt)));
  } else if (archiveAt <= now.getTime()) {
    steps.push({
      event: { type: 'archive', archiveDelayWeeks },
      at: new Date(archiveAt),
      by: 'system',
      reason: 'archiveDelayElapsed',
    });
  }
  return steps;
};

/** The end questionnaire: only a sale sells a model (the first one viewed). */
const feedbackOf = (
  random: Random,
  outcome: RelationshipOutcome,
  modelsViewed: readonly string[],
): DemoFeedback => ({
  outcome,
  sale: outcome === 'sold',
  modelsViewed,
  modelsSold: outcome === 'sold' ? modelsViewed.slice(0, 1) : [],
  comment: random.pick(FEEDBACK_COMMENTS[outcome]),
});

const walkInOf = (
  random: Random,
  visit: Visit,
  context: WalkInContext,
  now: Date,
  personalities: readonly Record<string, number>[],
): DemoWalkIn => {
  const steps = stepsOf(random, visit, context, now);
  const hasCar = random.chance(0.7);
  // Shape of the kiosk questionnaire (docs/spec/product-spec.md section 3, "Client questionnaire answers").
  const questionnaire = {
    hasCar,
    currentCar: hasCar
      ? {
          manufacturer: random.pick(CURRENT_CARS.manufacturers),
          model: random.pick(CURRENT_CARS.models),
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
    sellerQualities: random.sample(DEMO_SELLER_QUALITIES, random.int(0, 3)),
    wantsTestDrive: random.chance(0.5),
  };
  // The first 16 answers of one of the staff personalities, each nudged by one point now and then.
  const persona = random.pick(personalities);
  const personality = Object.fromEntries(
    Object.entries(persona).map(([key, value]) => [
      key,
      random.chance(0.3) ? Math.min(5, Math.max(1, value + (random.chance(0.5) ? 1 : -1))) : value,
    ]),
  );
  return {
    concession: context.key,
    createdAt: new Date(visit.start.getTime() - random.int(6, 12) * MINUTE),
    language: random.chance(0.75) ? 'fr' : 'en',
    sequence: random.pick(['testDrive', 'buyCar', 'chooseCar'] as const),
    firstName: random.pick(CLIENT_FIRST_NAMES),
    lastName: random.pick(CLIENT_LAST_NAMES),
    phone: random.chance(0.6) ? `514555${String(random.int(0, 9999)).padStart(4, '0')}` : null,
    questionnaire,
    modelsOfInterest: random.sample(context.carKeys, random.int(1, 2)),
    personality,
    steps,
  };
};

/**
 * Four weeks of a dealership's walk-in clients and today's clients still in the showroom.
 * `personalities`: 16-item answer sheets the clients' answers are drawn around.
 */
export const planWalkIns = (
  random: Random,
  context: WalkInContext,
  now: Date,
  personalities: readonly Record<string, number>[],
): DemoWalkIn[] =>
  visitsOf(random, context, now).map((visit) =>
    walkInOf(random, visit, context, now, personalities),
  );
