import { concessionFilter } from '#domain/access/policy.ts';
import {
  dashboardAlerts,
  setupStepsLeft,
  type DashboardAlert,
  type SetupStep,
} from '#domain/statistics/dashboard.ts';
import {
  subscriptionStateOf,
  type SubscriptionState,
} from '#domain/statistics/dealership-summary.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { DealershipOverviewStore } from '#application/ports/dealership-overview.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { dashboardSellerOf } from '#application/statistics/get-dealership-dashboard.ts';

export type BpmDealership = {
  id: string;
  name: string;
  city: string | null;
  subscription: SubscriptionState;
  stepsLeft: SetupStep[];
  /** The owner's dashboard alerts of this dealership (docs/decisions/066). */
  alerts: DashboardAlert[];
};

export type BpmHomeDeps = {
  dealerships: DealershipOverviewStore;
  users: Pick<UserStore, 'list'>;
  clock: Clock;
};

/**
 * The bpm's home (issue 16, docs/decisions/086): the dealerships it reaches (decision 076), each
 * with its set-up steps left, its subscription and its dashboard alerts. Two queries whatever the
 * number of dealerships or advisors: the dealerships, then every advisor of them at once.
 */
export const makeGetBpmHome =
  (deps: BpmHomeDeps) =>
  async (caller: Caller): Promise<BpmDealership[]> => {
    const dealerships = await deps.dealerships.list(concessionFilter(caller.actor, caller.scope));
    if (dealerships.length === 0) return [];
    const members = await deps.users.list({
      concessionIds: dealerships.map((dealership) => dealership.id),
      roles: ['seller'],
    });
    const now = deps.clock.now();
    return dealerships.map((dealership) => ({
      id: dealership.id,
      name: dealership.name,
      city: dealership.city,
      subscription: subscriptionStateOf(dealership),
      stepsLeft: setupStepsLeft(dealership.setup),
      alerts: dashboardAlerts(
        {
          sellers: members
            .filter((member) => member.concessionId === dealership.id)
            .map(dashboardSellerOf),
          alertDelayWeeks: dealership.alertDelayWeeks,
          subscription: dealership.subscription,
          setup: dealership.setup,
        },
        now,
      ),
    }));
  };
