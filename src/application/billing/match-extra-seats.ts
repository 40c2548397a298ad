import { planExtraSeats, type ExtraSeatPlan } from '#domain/billing/extra-seats.ts';
import type { LicenceKind } from '#domain/billing/subscription-state.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';

/**
 * The extra advisor seats follow the licences the subscription bills (decisions 092 and 104):
 * missing ones are added; for fewer, members on an extra seat first move to a free included one,
 * then only free extra seats are removed. A seat a member holds is never taken away: what the
 * provider already bills below the seats in use is held (the answer says how many).
 */
export const matchExtraSeats = async (
  billing: BillingStore,
  concessionId: string,
  extraSellerLicences: number,
  now: Date,
): Promise<ExtraSeatPlan> => {
  const plan = planExtraSeats(await billing.sellerSeats(concessionId), extraSellerLicences);
  await billing.addLicences(
    concessionId,
    Array.from<unknown, LicenceKind>({ length: plan.add }, () => 'supplementarySeller'),
    now,
  );
  await billing.moveToIncludedSeats(concessionId, plan.moveToIncluded, now);
  await billing.removeFreeLicences(concessionId, 'supplementarySeller', plan.remove);
  return plan;
};
