import { describe, expect, it } from 'vitest';
import { checkLink, linkExpiry } from './password-links.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('password links', () => {
  it('last an hour for a reset and a week for an invitation', () => {
    expect(linkExpiry('reset', now)).toEqual(new Date('2026-11-22T13:00:00Z'));
    expect(linkExpiry('invite', now)).toEqual(new Date('2026-11-29T12:00:00Z'));
  });

  it('are valid until they expire, once', () => {
    const link = { purpose: 'reset' as const, expiresAt: linkExpiry('reset', now), usedAt: null };
    expect(checkLink(link, 'reset', now)).toEqual({ ok: true, value: undefined });
    expect(checkLink(link, 'reset', new Date('2026-11-22T12:59:59Z')).ok).toBe(true);
    expect(checkLink(link, 'reset', new Date('2026-11-22T13:00:00Z'))).toEqual({
      ok: false,
      error: 'LINK.EXPIRED',
    });
  });

  it('are invalid when unknown, used or meant for something else', () => {
    const expiresAt = linkExpiry('invite', now);
    const invalid = { ok: false, error: 'LINK.INVALID' };
    expect(checkLink(null, 'reset', now)).toEqual(invalid);
    expect(checkLink({ purpose: 'invite', expiresAt, usedAt: null }, 'reset', now)).toEqual(
      invalid,
    );
    // A used link says "invalid" even after it expired: there is nothing left to ask again for.
    const used = { purpose: 'reset' as const, expiresAt: now, usedAt: now };
    expect(checkLink(used, 'reset', new Date('2026-11-23T00:00:00Z'))).toEqual(invalid);
  });
});
