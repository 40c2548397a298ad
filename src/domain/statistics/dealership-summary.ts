import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { setupStepsLeft, type SetupFlags, type SetupStep } from './dashboard.ts';

/** A dealership's subscription as the platform's homes count it: its latest status, or none. */
export type SubscriptionState = SubscriptionStatus | 'none';

/** In the order the PR admin's home lists them: what works first, then what needs a hand. */
export const SUBSCRIPTION_STATES = [
  'active',
  'pending_set_up',
  'incomplete',
  'inactive',
  'cancelled',
  'neverCreated',
  'none',
] as const satisfies readonly SubscriptionState[];

export const SETUP_STEPS = [
  'information',
  'configuration',
  'connection',
] as const satisfies readonly SetupStep[];

/** What the homes read of a dealership: its set-up flags and its latest subscription. */
export type DealershipState = {
  setup: SetupFlags;
  subscription: { status: SubscriptionStatus } | null;
};

export const subscriptionStateOf = (dealership: DealershipState): SubscriptionState =>
  dealership.subscription?.status ?? 'none';

export type DealershipSummary = {
  total: number;
  bySubscription: Record<SubscriptionState, number>;
  /** Dealerships whose three set-up steps are validated. */
  setUp: number;
  /** For each step of the owner's wizard, the dealerships that have not validated it yet. */
  stepsLeft: Record<SetupStep, number>;
};

/**
 * The PR admin's home (issue 16, docs/decisions/086): the dealerships counted by subscription state
 * and by set-up progress. Every state and step is present, zero included.
 */
export const summarizeDealerships = (
  dealerships: readonly DealershipState[],
): DealershipSummary => {
  const bySubscription: Record<SubscriptionState, number> = {
    active: 0,
    pending_set_up: 0,
    incomplete: 0,
    inactive: 0,
    cancelled: 0,
    neverCreated: 0,
    none: 0,
  };
  const stepsLeft: Record<SetupStep, number> = { information: 0, configuration: 0, connection: 0 };
  let setUp = 0;
  for (const dealership of dealerships) {
    bySubscription[subscriptionStateOf(dealership)] += 1;
    const left = setupStepsLeft(dealership.setup);
    if (left.length === 0) setUp += 1;
    for (const step of left) stepsLeft[step] += 1;
  }
  return { total: dealerships.length, bySubscription, setUp, stepsLeft };
};
