import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  Catalogue,
  LicenceKind,
  PlanChange,
  PlanStore,
} from '#application/ports/plan-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

export type UpdatePlansInput = {
  plans: readonly PlanChange[];
  products: readonly { code: LicenceKind; unitPriceCents: number }[];
};

export type UpdatePlansError = { code: 'PLANS.NOT_FOUND' };

/**
 * PUT /api/plans and the PR admin's catalogue form (docs/decisions/068-plans-and-prices.md): the
 * prices of the plans and licences, all or nothing. A subscription keeps the prices it was sold at.
 */
export const makeUpdatePlans =
  (deps: { inTransaction: UnitOfWork<{ plans: PlanStore }>; clock: Clock }) =>
  (input: UpdatePlansInput): Promise<Result<Catalogue, UpdatePlansError>> =>
    deps.inTransaction(async ({ plans }) => {
      const missing = await plans.missingPlans(input.plans.map((plan) => plan.id));
      if (missing.length > 0) return err({ code: 'PLANS.NOT_FOUND' as const });
      const now = deps.clock.now();
      for (const plan of input.plans) await plans.updatePlan(plan, now);
      for (const product of input.products) {
        await plans.updateProduct(product.code, product.unitPriceCents, now);
      }
      return ok(await plans.catalogue({ onlyActive: false }));
    });
