/**
 * docs/spec/decisions.md section 4: an advisor counts as signed in on the seller app while their last
 * heartbeat is younger than two minutes (the app sends one every minute or so).
 */
export const HEARTBEAT_WINDOW_MS = 2 * 60_000;

/** Heartbeats at or before this instant are too old for the advisor to count as available. */
export const heartbeatCutoff = (now: Date): Date => new Date(now.getTime() - HEARTBEAT_WINDOW_MS);

/** What an advisor's availability at one instant rests on, as far as time goes. */
export type HeartbeatsSeen = {
  available: boolean;
  lastHeartbeatAt: Date | null;
  lastOnSiteHeartbeatAt: Date | null;
};

/**
 * The first instant after `now` at which time alone could change who of these advisors is
 * available: an available advisor stops counting once their heartbeat is two minutes old, and time
 * never makes an unavailable one available. An available advisor's heartbeat that counts (on site
 * or any, as their dealership says) is later than the cutoff; the earliest of their heartbeats
 * later than it is taken, which is never after the one that counts. Null when none is available.
 */
export const nextAvailabilityLapse = (
  sellers: readonly HeartbeatsSeen[],
  now: Date,
): Date | null => {
  const cutoff = heartbeatCutoff(now).getTime();
  let first: number | null = null;
  for (const seller of sellers) {
    if (!seller.available) continue;
    for (const at of [seller.lastHeartbeatAt, seller.lastOnSiteHeartbeatAt]) {
      const time = at?.getTime();
      if (time !== undefined && time > cutoff && (first === null || time < first)) first = time;
    }
  }
  return first === null ? null : new Date(first + HEARTBEAT_WINDOW_MS);
};
