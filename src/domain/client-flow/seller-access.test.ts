import { describe, expect, it } from 'vitest';
import { sellerAccessTo, type AccessedClient } from './seller-access.ts';

const ME = 'me';
const OTHER = 'other';
const NOW = new Date('2026-11-22T15:00:00Z');
const LATER = new Date('2026-11-22T16:00:00Z');
const EARLIER = new Date('2026-11-22T14:00:00Z');

const client = (overrides: Partial<AccessedClient>): AccessedClient => ({
  status: null,
  sellerId: null,
  createdBy: null,
  holdExpiresAt: null,
  ...overrides,
});
const access = (overrides: Partial<AccessedClient>) => sellerAccessTo(client(overrides), ME, NOW);

describe('sellerAccessTo', () => {
  it('lets the advisor continue a visit they started, not one started on the kiosk', () => {
    expect(access({ createdBy: ME })).toEqual({ kind: 'questionnaire' });
    expect(access({ createdBy: 'kiosk' })).toEqual({ kind: 'denied', reason: 'otherSeller' });
    expect(access({ status: 'questionnaireCompleted', createdBy: ME })).toEqual({
      kind: 'record',
    });
    expect(access({ status: 'questionnaireCompleted', createdBy: 'kiosk' }).kind).toBe('denied');
  });

  it('shows a client waiting for this advisor or for anyone, not one waiting for another', () => {
    expect(access({ status: 'waitingRoom' })).toEqual({ kind: 'record' });
    expect(access({ status: 'waitingRoom', sellerId: ME })).toEqual({ kind: 'record' });
    expect(access({ status: 'waitingRoom', sellerId: OTHER })).toEqual({
      kind: 'denied',
      reason: 'otherSeller',
    });
  });

  it('shows the advisor’s own sale, only its way out once the hold is over', () => {
    expect(access({ status: 'withAdvisor', sellerId: ME, holdExpiresAt: LATER })).toEqual({
      kind: 'record',
    });
    expect(access({ status: 'withAdvisor', sellerId: ME, holdExpiresAt: EARLIER })).toEqual({
      kind: 'expired',
    });
    expect(access({ status: 'withAdvisor', sellerId: ME, holdExpiresAt: NOW })).toEqual({
      kind: 'expired',
    });
    expect(access({ status: 'withAdvisor', sellerId: OTHER, holdExpiresAt: LATER }).kind).toBe(
      'denied',
    );
    expect(access({ status: 'beBack', sellerId: ME })).toEqual({ kind: 'record' });
    expect(access({ status: 'beBack', sellerId: OTHER }).kind).toBe('denied');
  });

  it('refuses an ended sale, even the advisor’s own', () => {
    for (const status of ['sold', 'notSold', 'archived'] as const) {
      expect(access({ status, sellerId: ME, createdBy: ME })).toEqual({
        kind: 'denied',
        reason: 'ended',
      });
    }
  });
});
