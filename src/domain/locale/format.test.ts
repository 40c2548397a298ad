import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDollars,
  formatHundredths,
  formatMoney,
  formatNumber,
  formatSixCharacterCode,
  localeOf,
} from './format.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes Canadian dollars the French-Canadian way', () => {
    expect(formatMoney(123456, 'fr')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatMoney(4900, 'fr')).toBe(`49,00${NBSP}$`);
    expect(formatMoney(123456789, 'fr')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}$`);
  });

  it('writes Canadian dollars the English-Canadian way', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(0, 'en')).toBe('$0.00');
  });

  it('keeps the sign of a refund', () => {
    expect(formatMoney(-2550, 'en')).toBe('-$25.50');
    expect(formatMoney(-2550, 'fr')).toBe(`-25,50${NBSP}$`);
  });
});

describe('formatNumber and formatDollars', () => {
  it('groups thousands the way each language reads them', () => {
    expect(formatNumber(98000, 'fr')).toBe(`98${NBSP}000`);
    expect(formatNumber(98000, 'en')).toBe('98,000');
    expect(formatNumber(999, 'fr')).toBe('999');
  });

  it('writes norms with two decimals, the comma in French', () => {
    expect(formatHundredths(3.254, 'fr')).toBe('3,25');
    expect(formatHundredths(3, 'en')).toBe('3.00');
    expect(formatHundredths(1234.5, 'en')).toBe('1,234.50');
  });

  it('writes each language in its Canadian locale', () => {
    expect(localeOf('fr')).toBe('fr-CA');
    expect(localeOf('en')).toBe('en-CA');
  });

  it('writes whole dollars without cents', () => {
    expect(formatDollars(1500, 'fr')).toBe(`1${NBSP}500${NBSP}$`);
    expect(formatDollars(1500, 'en')).toBe('$1,500');
  });
});

describe('formatDate', () => {
  it('shows the calendar day in Toronto by default', () => {
    // 02:00 UTC on July 1 is still June 30 in Toronto.
    expect(formatDate(new Date('2025-07-01T02:00:00.000Z'))).toBe('2025-06-30');
    expect(formatDate(new Date('2025-07-01T02:00:00.000Z'), 'UTC')).toBe('2025-07-01');
  });

  it('pads months and days', () => {
    expect(formatDate(new Date('2025-03-09T12:00:00.000Z'))).toBe('2025-03-09');
  });
});

describe('formatSixCharacterCode', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    ['H2X 1Y4', 'H2X 1Y4'],
    ['123456', '123 456'],
  ])('shows %j as %j', (code, shown) => {
    expect(formatSixCharacterCode(code)).toBe(shown);
  });

  it('leaves a code of another length as it is', () => {
    expect(formatSixCharacterCode('12345')).toBe('12345');
  });
});
