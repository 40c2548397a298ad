import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { seatsFit } from '#domain/billing/extra-seats.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore, SubscriptionChange } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { BillingState } from './get-billing-state.ts';
import { matchExtraSeats } from './match-extra-seats.ts';

export type SetSubscriptionStateError =
  { code: 'NOT_FOUND' } | { code: 'SUBSCRIPTION.SEATS_IN_USE' };

const stateChange = (
  status: SubscriptionStatus,
  setUpAt: Date | null,
  now: Date,
): SubscriptionChange => ({
  status,
  ...(status === 'active' ? { setUpAt: setUpAt ?? now, activatedAt: now } : {}),
  ...(status === 'cancelled' ? { cancelledAt: now } : {}),
  // Back to "never created" or "set-up pending": the set-up is to be done (again).
  ...(status === 'neverCreated' || status === 'pending_set_up' ? { setUpAt: null } : {}),
});

/**
 * PUT /api/concessions/{id}/subscription (PR admin, Best Pairing manager; docs/decisions/069 and
 * 104): the platform finishes a dealership's set-up (`active`: from then on a paid subscription is
 * active) or sets a state by hand (`neverCreated` and `pending_set_up` make the set-up to be done
 * again), and may set the extra advisor licences: fewer than the advisors seated is refused, and
 * only free seats are removed. A dealership out of reach, or unknown, is not found.
 */
export const makeSetSubscriptionState =
  (deps: { inTransaction: UnitOfWork<{ billing: BillingStore }>; clock: Clock }) =>
  (input: {
    actor: Actor;
    scope: Scope;
    concessionId: string;
    status?: SubscriptionStatus | undefined;
    extraSellerLicences?: number | undefined;
  }): Promise<Result<BillingState, SetSubscriptionStateError>> =>
    deps.inTransaction(async ({ billing }) => {
      const { concessionId, status, extraSellerLicences: extra } = input;
      if (
        !reaches(input.actor, input.scope, { concessionId }) ||
        !(await billing.concessionExists(concessionId))
      ) {
        return err({ code: 'NOT_FOUND' as const });
      }
      const now = deps.clock.now();
      const current = await billing.findSubscription(concessionId);
      if (extra !== undefined) {
        const seats = await billing.sellerSeats(concessionId);
        const included = current?.includedSellerLicences ?? 0;
        if (!seatsFit(included, extra, seats.included.taken + seats.extra.taken)) {
          return err({ code: 'SUBSCRIPTION.SEATS_IN_USE' as const });
        }
      }
      await billing.saveSubscription(
        concessionId,
        {
          ...(status ? stateChange(status, current?.setUpAt ?? null, now) : {}),
          ...(extra !== undefined ? { extraSellerLicences: extra } : {}),
        },
        now,
      );
      if (extra !== undefined) await matchExtraSeats(billing, concessionId, extra, now);
      return ok({
        subscription: await billing.findSubscription(concessionId),
        checkout: await billing.latestCheckout(concessionId),
      });
    });
