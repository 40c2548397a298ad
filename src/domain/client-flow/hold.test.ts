import { describe, expect, it } from 'vitest';
import {
  archiveDueAt,
  extendedHold,
  holdExpiry,
  isHoldExpired,
  nextSaleStateChange,
  saleStateOf,
} from './hold.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const HOUR = 3_600_000;
const at = (offset: number) => new Date(NOW.getTime() + offset);

describe('sale holds', () => {
  it('expire the hold length after acceptance', () => {
    expect(holdExpiry(NOW, 4)).toEqual(at(4 * HOUR));
  });

  it('are expired from their expiry instant on; no hold is not expired', () => {
    expect(isHoldExpired(at(1), NOW)).toBe(false);
    expect(isHoldExpired(NOW, NOW)).toBe(true);
    expect(isHoldExpired(at(-1), NOW)).toBe(true);
    expect(isHoldExpired(null, NOW)).toBe(false);
  });

  it('get one more hour, counted from now once expired', () => {
    expect(extendedHold(at(HOUR), NOW)).toEqual(at(2 * HOUR));
    expect(extendedHold(at(-3 * HOUR), NOW)).toEqual(at(HOUR));
    expect(extendedHold(null, NOW)).toEqual(at(HOUR));
  });

  it('give the sale state the advisor screens show', () => {
    expect(saleStateOf({ status: 'withAdvisor', holdExpiresAt: at(HOUR) }, NOW)).toBe('active');
    expect(saleStateOf({ status: 'withAdvisor', holdExpiresAt: at(-HOUR) }, NOW)).toBe('expired');
    expect(saleStateOf({ status: 'beBack', holdExpiresAt: at(-HOUR) }, NOW)).toBe('none');
  });

  it("change next when the first active sale's hold expires", () => {
    const clients = [
      { status: 'withAdvisor', holdExpiresAt: at(3 * HOUR) },
      { status: 'withAdvisor', holdExpiresAt: at(-HOUR) },
      { status: 'beBack', holdExpiresAt: at(HOUR) },
      { status: 'withAdvisor', holdExpiresAt: at(2 * HOUR) },
      { status: 'withAdvisor', holdExpiresAt: null },
    ];
    expect(nextSaleStateChange(clients, NOW)).toEqual(at(2 * HOUR));
    // The instant itself is the change: from then on, the next one.
    expect(nextSaleStateChange(clients, at(2 * HOUR))).toEqual(at(3 * HOUR));
    expect(nextSaleStateChange(clients, at(3 * HOUR))).toBeNull();
    expect(nextSaleStateChange([], NOW)).toBeNull();
  });
});

describe('be-back archiving', () => {
  it('is due the archive delay (weeks) after the client left', () => {
    expect(archiveDueAt(NOW, 2)).toEqual(at(14 * 24 * HOUR));
  });
});
