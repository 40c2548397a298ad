import { describe, expect, it } from 'vitest';
import { checkNewToken, checkToken, lastUseDue, tokenScopesFor } from './api-tokens.ts';

const now = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('tokenScopesFor', () => {
  it('lets dealership managers narrow within their dealership, platform accounts keep theirs', () => {
    expect(tokenScopesFor('owner')).toEqual(['owner', 'admin', 'seller']);
    expect(tokenScopesFor('admin')).toEqual(['admin', 'seller']);
    expect(tokenScopesFor('bpm')).toEqual(['bpm']);
    expect(tokenScopesFor('prAdmin')).toEqual(['prAdmin']);
  });

  it('gives advisors and kiosks no token at all', () => {
    for (const role of ['seller', 'client', 'service'] as const) {
      expect(tokenScopesFor(role)).toEqual([]);
    }
  });
});

describe('checkNewToken', () => {
  const base = {
    creatorRole: 'admin' as const,
    name: ' CRM ',
    scope: 'seller',
    expiresInDays: 30,
    now,
  };

  it('accepts a trimmed name, an allowed scope and an expiry in days', () => {
    expect(checkNewToken(base)).toEqual({
      ok: true,
      value: { name: 'CRM', scope: 'seller', expiresAt: at(30 * DAY) },
    });
  });

  it('never lets a token exceed its creator', () => {
    const result = checkNewToken({ ...base, scope: 'owner' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'TOKENS.INVALID', fields: { scope: 'notAllowed' } },
    });
    expect(checkNewToken({ ...base, creatorRole: 'bpm', scope: 'prAdmin' }).ok).toBe(false);
    expect(checkNewToken({ ...base, scope: 'client' }).ok).toBe(false);
  });

  it('keeps the expiry between a day and a year, in whole days', () => {
    for (const expiresInDays of [0, 366, 1.5, -3]) {
      const result = checkNewToken({ ...base, expiresInDays });
      expect(result.ok ? null : result.error.fields.expiresInDays).toBe('outOfRange');
    }
    expect(checkNewToken({ ...base, expiresInDays: 365 }).ok).toBe(true);
    expect(checkNewToken({ ...base, expiresInDays: 1 }).ok).toBe(true);
  });

  it('reports every problem at once', () => {
    const result = checkNewToken({ ...base, name: '  ', scope: 'prAdmin', expiresInDays: 0 });
    expect(result.ok ? null : result.error.fields).toEqual({
      name: 'required',
      scope: 'notAllowed',
      expiresInDays: 'outOfRange',
    });
    expect(checkNewToken({ ...base, name: 'x'.repeat(81) }).ok).toBe(false);
  });
});

describe('checkToken', () => {
  const token = { scope: 'admin' as const, expiresAt: at(DAY), revokedAt: null };

  it('lets a live token within its creator act', () => {
    expect(checkToken(token, 'owner', now)).toBeNull();
  });

  it('refuses a revoked token, then an expired one (at its expiry)', () => {
    expect(checkToken({ ...token, revokedAt: now }, 'owner', now)).toBe('TOKEN_REVOKED');
    expect(checkToken(token, 'owner', at(DAY))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token its creator no longer has the role for', () => {
    expect(checkToken(token, 'seller', now)).toBe('TOKEN_INVALID');
  });
});

describe('lastUseDue', () => {
  it('stamps a first use, then at most once a minute', () => {
    expect(lastUseDue(null, now)).toBe(true);
    expect(lastUseDue(at(-59_999), now)).toBe(false);
    expect(lastUseDue(at(-60_000), now)).toBe(true);
  });
});
