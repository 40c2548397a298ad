import type { Catalogue, PlanStore } from '#application/ports/plan-store.port.ts';

/**
 * GET /api/plans, the checkout and the PR admin's catalogue: the plans and licence prices. Only the
 * PR admin (scope `all` of `plans.write`) sees the plans taken off sale.
 */
export const makeListPlans =
  (deps: { plans: Pick<PlanStore, 'catalogue'> }) =>
  (input: { includeInactive: boolean }): Promise<Catalogue> =>
    deps.plans.catalogue({ onlyActive: !input.includeInactive });
