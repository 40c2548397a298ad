import { isKioskRole, type Role } from './roles.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long a session lives (docs/decisions/005-sessions.md). Staff sessions slide with use and end
 * after a week without any, and in any case after 30 days. Kiosk tablets stand in public: their
 * session ends after 12 hours whatever happens, so a stolen tablet is signed out by the next day.
 */
export const SESSION_LIFETIMES = {
  staff: { inactivityMs: 7 * DAY, absoluteMs: 30 * DAY },
  kiosk: { inactivityMs: 12 * HOUR, absoluteMs: 12 * HOUR },
} as const;

/** A session is only written back when its expiry moved by more than this (saves a write per request). */
const REFRESH_AFTER_MS = HOUR;

export type SessionTimes = { createdAt: Date; expiresAt: Date; absoluteExpiresAt: Date };

const lifetimeOf = (role: Role) => SESSION_LIFETIMES[isKioskRole(role) ? 'kiosk' : 'staff'];

export const newSessionTimes = (role: Role, now: Date): SessionTimes => {
  const lifetime = lifetimeOf(role);
  return {
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime.inactivityMs),
    absoluteExpiresAt: new Date(now.getTime() + lifetime.absoluteMs),
  };
};

export type SessionCheck = { valid: false } | { valid: true; refreshedExpiresAt?: Date };

/** Whether a stored session is still valid at `now`, and its slid expiry when it needs saving. */
export const checkSession = (
  role: Role,
  session: Pick<SessionTimes, 'expiresAt' | 'absoluteExpiresAt'>,
  now: Date,
): SessionCheck => {
  const at = now.getTime();
  if (at >= session.expiresAt.getTime() || at >= session.absoluteExpiresAt.getTime()) {
    return { valid: false };
  }
  const slid = Math.min(at + lifetimeOf(role).inactivityMs, session.absoluteExpiresAt.getTime());
  return slid - session.expiresAt.getTime() > REFRESH_AFTER_MS
    ? { valid: true, refreshedExpiresAt: new Date(slid) }
    : { valid: true };
};

/**
 * A browser stays a known device of an account this long after its last sign-in there: 400 days,
 * the longest a browser keeps a cookie (RFC 6265bis). Decision 050.
 */
export const DEVICE_LIFETIME_MS = 400 * 24 * 60 * 60_000;
