const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/** `POST /api/clients/{id}/extra-time` adds one hour. */
const EXTRA_TIME_MS = HOUR_MS;

/** When a sale accepted at `acceptedAt` stops holding. */
export const holdExpiry = (acceptedAt: Date, holdHours: number): Date =>
  new Date(acceptedAt.getTime() + holdHours * HOUR_MS);

/** A hold has expired from its expiry instant on; no hold at all is not an expired one. */
export const isHoldExpired = (holdExpiresAt: Date | null, now: Date): boolean =>
  holdExpiresAt !== null && holdExpiresAt.getTime() <= now.getTime();

/**
 * Extra time: one more hour after the current expiry; once expired, one hour from now (resuming an
 * expired sale starts a fresh hour rather than adding time that has already passed).
 */
export const extendedHold = (holdExpiresAt: Date | null, now: Date): Date =>
  new Date(Math.max(holdExpiresAt?.getTime() ?? now.getTime(), now.getTime()) + EXTRA_TIME_MS);

/** When a be-back client is archived: the concession's archive delay after they left. */
export const archiveDueAt = (beBackAt: Date, archiveDelayWeeks: number): Date =>
  new Date(beBackAt.getTime() + archiveDelayWeeks * WEEK_MS);

/** What the advisor's screens show about a client's sale. */
export type SaleState = 'none' | 'active' | 'expired';

export const saleStateOf = (
  client: { status: string | null; holdExpiresAt: Date | null },
  now: Date,
): SaleState => {
  if (client.status !== 'withAdvisor') return 'none';
  return isHoldExpired(client.holdExpiresAt, now) ? 'expired' : 'active';
};

/**
 * The first instant after `now` at which a client's sale state changes (an active hold expiring),
 * or `null` when none of them will change until a client does.
 */
export const nextSaleStateChange = (
  clients: readonly { status: string | null; holdExpiresAt: Date | null }[],
  now: Date,
): Date | null => {
  let next: number | null = null;
  for (const client of clients) {
    if (client.status !== 'withAdvisor' || client.holdExpiresAt === null) continue;
    const at = client.holdExpiresAt.getTime();
    if (at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
};
