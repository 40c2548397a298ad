/** A month of a calendar year, as the seller profile stores experience start dates. */
export type YearMonth = { readonly year: number | null; readonly month: number | null };

/**
 * Whole years from a start month to `now` (the seller card's "years of experience" and "years in
 * the dealership"): months are compared, not days, since the profile only knows the month. Null
 * while the profile has no complete date; never negative for a date in the future.
 */
export const completedYearsSince = (start: YearMonth, now: Date): number | null => {
  if (start.year === null || start.month === null) return null;
  const months =
    now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 - (start.year * 12 + start.month);
  return Math.max(0, Math.floor(months / 12));
};
