import { heartbeatCutoff } from '#domain/matching/availability.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Where an advisor is, from their last heartbeat counted as on site (docs/decisions/066). */
export type OnSiteState = 'onSite' | 'offSite' | 'neverOnSite';

export const onSiteState = (lastOnSiteAt: Date | null, now: Date): OnSiteState => {
  if (lastOnSiteAt === null) return 'neverOnSite';
  return lastOnSiteAt > heartbeatCutoff(now) ? 'onSite' : 'offSite';
};

/** What the off-site alert reads of an advisor. */
export type PresenceFacts = {
  lastOnSiteAt: Date | null;
  /** The account's creation: an advisor never seen on site counts from it. */
  createdAt: Date;
  /** Invited but not onboarded yet (no password): not expected on the floor. */
  hasPassword: boolean;
};

/**
 * Whether an advisor has been off site longer than the dealership's alert delay (1-100 weeks): the
 * time since their last on-site heartbeat, or since their account was created when they were never
 * seen on site, is strictly over the delay. An advisor who has not created their password yet is
 * not expected on the floor and raises no alert (docs/decisions/066).
 */
export const isOffSiteTooLong = (
  facts: PresenceFacts,
  now: Date,
  alertDelayWeeks: number,
): boolean => {
  if (!facts.hasPassword) return false;
  const since = facts.lastOnSiteAt ?? facts.createdAt;
  return now.getTime() - since.getTime() > alertDelayWeeks * WEEK_MS;
};

/** Whole days since the advisor was last on site (or since creation), for the alert's wording. */
export const daysOffSite = (facts: PresenceFacts, now: Date): number =>
  Math.floor((now.getTime() - (facts.lastOnSiteAt ?? facts.createdAt).getTime()) / (WEEK_MS / 7));
