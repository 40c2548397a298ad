import { describe, expect, it } from 'vitest';
import { daysOffSite, isOffSiteTooLong, onSiteState } from './presence.ts';

const now = new Date('2026-11-26T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('onSiteState', () => {
  it('is on site within the two-minute heartbeat window, off site after, never without one', () => {
    expect(onSiteState(new Date(now.getTime() - 60_000), now)).toBe('onSite');
    expect(onSiteState(new Date(now.getTime() - 180_000), now)).toBe('offSite');
    expect(onSiteState(null, now)).toBe('neverOnSite');
  });
});

describe('isOffSiteTooLong', () => {
  const facts = { lastOnSiteAt: daysAgo(17), createdAt: daysAgo(400), hasPassword: true };

  it('raises the alert past the delay (17 days against 2 weeks), not before', () => {
    expect(isOffSiteTooLong(facts, now, 2)).toBe(true);
    expect(isOffSiteTooLong(facts, now, 3)).toBe(false);
    expect(isOffSiteTooLong({ ...facts, lastOnSiteAt: daysAgo(14) }, now, 2)).toBe(false);
    expect(daysOffSite(facts, now)).toBe(17);
  });

  it('counts an advisor never seen on site from the creation of their account', () => {
    const never = { lastOnSiteAt: null, createdAt: daysAgo(20), hasPassword: true };
    expect(isOffSiteTooLong(never, now, 2)).toBe(true);
    expect(isOffSiteTooLong({ ...never, createdAt: daysAgo(3) }, now, 2)).toBe(false);
  });

  it('never alerts about an advisor still invited (no password yet)', () => {
    expect(isOffSiteTooLong({ ...facts, hasPassword: false }, now, 2)).toBe(false);
  });
});
