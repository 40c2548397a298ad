import { makeListPlans } from '#application/billing/list-plans.ts';
import { makeUpdatePlans } from '#application/billing/update-plans.ts';
import type { Adapters } from './adapters.ts';

/** Subscription and billing (issue 15): plans and prices. */
export const buildBilling = ({ stores, inTransaction, clock }: Adapters) => ({
  listPlans: makeListPlans({ plans: stores.plans }),
  updatePlans: makeUpdatePlans({ inTransaction, clock }),
});
