import { describe, expect, it } from 'vitest';
import { archiveDueAt, extendedHold, holdExpiry, isHoldExpired, saleStateOf } from './hold.ts';

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
});

describe('be-back archiving', () => {
  it('is due the archive delay (weeks) after the client left', () => {
    expect(archiveDueAt(NOW, 2)).toEqual(at(14 * 24 * HOUR));
  });
});
