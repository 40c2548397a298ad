import { describe, expect, it } from 'vitest';
import {
  isNotOlder,
  licencesToCreate,
  mapProviderStatus,
  storedStatus,
} from './subscription-state.ts';

describe('provider statuses (docs/spec/decisions.md section 8)', () => {
  it('map to ours', () => {
    expect(mapProviderStatus('trialing')).toBe('active');
    expect(mapProviderStatus('active')).toBe('active');
    expect(mapProviderStatus('incomplete')).toBe('incomplete');
    for (const status of ['past_due', 'unpaid', 'paused', 'incomplete_expired']) {
      expect(mapProviderStatus(status), status).toBe('inactive');
    }
    expect(mapProviderStatus('canceled')).toBe('cancelled');
  });

  it('a paid subscription waits for the set-up', () => {
    expect(storedStatus('active', false)).toBe('pending_set_up');
    expect(storedStatus('active', true)).toBe('active');
    expect(storedStatus('past_due', false)).toBe('inactive');
  });
});

describe('event order', () => {
  it('an older state changes nothing; the same or a newer time applies', () => {
    const t = new Date('2026-11-26T12:00:00Z');
    expect(isNotOlder(t, null)).toBe(true);
    expect(isNotOlder(t, new Date('2026-11-26T12:00:01Z'))).toBe(false);
    expect(isNotOlder(t, t)).toBe(true);
  });
});

describe('licences bought', () => {
  const bought = { includedAdminLicences: 1, includedSellerLicences: 5, extraSellerLicences: 2 };
  it('are the kiosks, the included licences and the extra advisors', () => {
    const kinds = licencesToCreate(bought, {});
    expect(kinds.filter((kind) => kind === 'seller')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'supplementarySeller')).toHaveLength(2);
    expect(kinds).toHaveLength(10);
  });
  it('only what is missing is added again', () => {
    expect(
      licencesToCreate(bought, {
        client: 1,
        service: 1,
        admin: 1,
        seller: 5,
        supplementarySeller: 1,
      }),
    ).toEqual(['supplementarySeller']);
  });
});
