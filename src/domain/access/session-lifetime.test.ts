import { describe, expect, it } from 'vitest';
import { checkSession, newSessionTimes, SESSION_LIFETIMES } from './session-lifetime.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('newSessionTimes', () => {
  it('gives staff a week of inactivity and 30 days in all', () => {
    expect(newSessionTimes('seller', now)).toEqual({
      createdAt: now,
      expiresAt: at(7 * DAY),
      absoluteExpiresAt: at(30 * DAY),
    });
  });

  it('gives kiosk tablets 12 hours, whatever happens', () => {
    for (const role of ['client', 'service'] as const) {
      expect(newSessionTimes(role, now)).toEqual({
        createdAt: now,
        expiresAt: at(12 * HOUR),
        absoluteExpiresAt: at(12 * HOUR),
      });
    }
  });
});

describe('checkSession', () => {
  const staff = newSessionTimes('owner', now);

  it('is valid before both expiries and slides the inactivity expiry with use', () => {
    const later = at(2 * DAY);
    expect(checkSession('owner', staff, later)).toEqual({
      valid: true,
      refreshedExpiresAt: new Date(later.getTime() + SESSION_LIFETIMES.staff.inactivityMs),
    });
  });

  it('does not rewrite a session used again within the hour', () => {
    expect(checkSession('owner', staff, at(30 * 60_000))).toEqual({ valid: true });
  });

  it('never slides past the absolute expiry', () => {
    const session = { expiresAt: at(29 * DAY), absoluteExpiresAt: at(30 * DAY) };
    expect(checkSession('owner', session, at(28 * DAY))).toEqual({
      valid: true,
      refreshedExpiresAt: at(30 * DAY),
    });
  });

  it('ends at the inactivity expiry and at the absolute expiry', () => {
    expect(checkSession('owner', staff, at(7 * DAY))).toEqual({ valid: false });
    const slid = { expiresAt: at(40 * DAY), absoluteExpiresAt: at(30 * DAY) };
    expect(checkSession('owner', slid, at(30 * DAY))).toEqual({ valid: false });
  });

  it('ends a kiosk session after 12 hours even when used all along', () => {
    const kiosk = newSessionTimes('client', now);
    expect(checkSession('client', kiosk, at(11 * HOUR)).valid).toBe(true);
    expect(checkSession('client', kiosk, at(12 * HOUR))).toEqual({ valid: false });
  });
});
