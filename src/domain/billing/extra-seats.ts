/*
 * The extra advisor seats follow the licences the subscription bills (docs/decisions/092 and
 * 104-lowering-licences.md). Pure: the billing store counts the seats, this says what to do.
 */

/** The dealership's advisor seats of one kind: how many rows, how many a member holds. */
export type SeatCount = { total: number; taken: number };

export type SellerSeats = { included: SeatCount; extra: SeatCount };

/**
 * What to do to the supplementary advisor seats: add some, move members sitting on an extra seat
 * to a free included one (so only free extra seats go), remove free ones; `held` counts the extra
 * seats members still occupy beyond what is billed (a change the provider already made: they are
 * kept until the member leaves, never taken away).
 */
export type ExtraSeatPlan = { add: number; moveToIncluded: number; remove: number; held: number };

/**
 * Whether advisor licences (included + extra) still seat every advisor who holds one: a lower
 * count is refused where it can be (the app's form, the platform's PUT), never forced.
 */
export const seatsFit = (
  includedSellerLicences: number,
  extraSellerLicences: number,
  seatedSellers: number,
): boolean => includedSellerLicences + extraSellerLicences >= seatedSellers;

/** From the seats as they are to `wantedExtra` supplementary seats, removing only free ones. */
export const planExtraSeats = (seats: SellerSeats, wantedExtra: number): ExtraSeatPlan => {
  const wanted = Math.max(0, wantedExtra);
  const surplus = seats.extra.total - wanted;
  if (surplus <= 0)
    return { add: wanted - seats.extra.total, moveToIncluded: 0, remove: 0, held: 0 };
  const freeExtra = seats.extra.total - seats.extra.taken;
  const freeIncluded = Math.max(0, seats.included.total - seats.included.taken);
  // Members on an extra seat move to a free included seat only when the free extra seats do not
  // cover the surplus: each move frees one extra seat to remove.
  const moveToIncluded = Math.min(
    Math.max(0, surplus - freeExtra),
    freeIncluded,
    seats.extra.taken,
  );
  const remove = Math.min(surplus, freeExtra + moveToIncluded);
  return { add: 0, moveToIncluded, remove, held: surplus - remove };
};
