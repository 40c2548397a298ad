import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { BillingState } from './get-billing-state.ts';

/**
 * PUT /api/concessions/{id}/subscription (PR admin, Best Pairing manager; docs/decisions/069): the
 * platform finishes a dealership's set-up (`active`: from then on a paid subscription is active)
 * or sets a state by hand (`neverCreated` and `pending_set_up` make the set-up to be done again). A dealership out of reach, or unknown, is not found.
 */
export const makeSetSubscriptionState =
  (deps: { inTransaction: UnitOfWork<{ billing: BillingStore }>; clock: Clock }) =>
  (input: {
    actor: Actor;
    scope: Scope;
    concessionId: string;
    status: SubscriptionStatus;
  }): Promise<Result<BillingState, { code: 'NOT_FOUND' }>> =>
    deps.inTransaction(async ({ billing }) => {
      if (
        !reaches(input.actor, input.scope, { concessionId: input.concessionId }) ||
        !(await billing.concessionExists(input.concessionId))
      ) {
        return err({ code: 'NOT_FOUND' as const });
      }
      const now = deps.clock.now();
      const current = await billing.findSubscription(input.concessionId);
      await billing.saveSubscription(
        input.concessionId,
        {
          status: input.status,
          ...(input.status === 'active'
            ? { setUpAt: current?.setUpAt ?? now, activatedAt: now }
            : {}),
          ...(input.status === 'cancelled' ? { cancelledAt: now } : {}),
          // Back to "never created" or "set-up pending": the set-up is to be done (again).
          ...(input.status === 'neverCreated' || input.status === 'pending_set_up'
            ? { setUpAt: null }
            : {}),
        },
        now,
      );
      return ok({
        subscription: await billing.findSubscription(input.concessionId),
        checkout: await billing.latestCheckout(input.concessionId),
      });
    });
