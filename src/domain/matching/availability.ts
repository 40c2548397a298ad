/**
 * docs/spec/decisions.md section 4: an advisor counts as signed in on the seller app while their last
 * heartbeat is younger than two minutes (the app sends one every minute or so).
 */
export const HEARTBEAT_WINDOW_MS = 2 * 60_000;

/** Heartbeats at or before this instant are too old for the advisor to count as available. */
export const heartbeatCutoff = (now: Date): Date => new Date(now.getTime() - HEARTBEAT_WINDOW_MS);
