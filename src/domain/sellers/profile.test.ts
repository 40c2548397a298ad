import { describe, expect, it } from 'vitest';
import { HOBBIES } from '#domain/access/hobbies.ts';
import {
  isSellerProfileComplete,
  validateSellerProfile,
  type SellerProfileDraft,
  type SellerProfileFacts,
} from './profile.ts';

const NOW = new Date('2026-11-22T15:00:00Z');

const draft = (overrides: Partial<SellerProfileDraft> = {}): SellerProfileDraft => ({
  hobbies: ['music', 'travel', 'cooking'],
  experience: {
    carSellerStartedAt: { year: 2012, month: 5 },
    concessionSellerStartedAt: { year: 2019, month: 10 },
  },
  ...overrides,
});

const withDates = (
  carSellerStartedAt: { year: number | null; month: number | null },
  concessionSellerStartedAt: { year: number | null; month: number | null },
) => draft({ experience: { carSellerStartedAt, concessionSellerStartedAt } });

const issuesOf = (input: SellerProfileDraft, now = NOW) => {
  const result = validateSellerProfile(input, now);
  return result.ok ? [] : result.error.issues;
};

describe('validateSellerProfile', () => {
  it('accepts 3 hobbies and two past dates in order, and returns them typed', () => {
    expect(validateSellerProfile(draft(), NOW)).toEqual({
      ok: true,
      value: {
        hobbies: ['music', 'travel', 'cooking'],
        experience: {
          carSellerStartedAt: { year: 2012, month: 5 },
          concessionSellerStartedAt: { year: 2019, month: 10 },
        },
      },
    });
  });

  it.each([
    [[], 0],
    [['music'], 1],
    [['music', 'travel'], 2],
    [['music', 'travel', 'cooking', 'arts'], 4],
    [[...HOBBIES], 18],
  ])('wants exactly 3 hobbies (%j)', (hobbies, count) => {
    expect(issuesOf(draft({ hobbies }))).toEqual([
      { field: 'hobbies', code: 'HOBBIES.COUNT', count, required: 3 },
    ]);
  });

  it('refuses a hobby outside the 18, and the same hobby twice', () => {
    expect(issuesOf(draft({ hobbies: ['music', 'travel', 'golf'] }))).toEqual([
      { field: 'hobbies', code: 'HOBBIES.UNKNOWN' },
    ]);
    expect(issuesOf(draft({ hobbies: ['music', 'music', 'travel'] }))).toEqual([
      { field: 'hobbies', code: 'HOBBIES.DUPLICATE' },
    ]);
  });

  it('wants a year and a month for both dates', () => {
    expect(issuesOf(withDates({ year: null, month: null }, { year: 2019, month: null }))).toEqual([
      { field: 'carSellerStartedAt.year', code: 'DATE.YEAR_REQUIRED', min: 1950, max: 2026 },
      { field: 'carSellerStartedAt.month', code: 'DATE.MONTH_REQUIRED' },
      { field: 'concessionSellerStartedAt.month', code: 'DATE.MONTH_REQUIRED' },
    ]);
  });

  it.each([0, 13, -1, 2.5])('refuses month %s', (month) => {
    expect(issuesOf(withDates({ year: 2012, month }, { year: 2019, month: 10 }))).toEqual([
      { field: 'carSellerStartedAt.month', code: 'DATE.MONTH_RANGE' },
    ]);
  });

  it.each([1949, 2027, 1999.5, 20125])('refuses year %s (1950 to this year)', (year) => {
    expect(issuesOf(withDates({ year: 2012, month: 5 }, { year, month: 1 }))).toEqual([
      { field: 'concessionSellerStartedAt.year', code: 'DATE.YEAR_RANGE', min: 1950, max: 2026 },
    ]);
  });

  it('accepts the bounds: January 1950 and the current month', () => {
    expect(issuesOf(withDates({ year: 1950, month: 1 }, { year: 2026, month: 11 }))).toEqual([]);
  });

  it('refuses a month that has not begun yet, judged in UTC from `now`', () => {
    expect(issuesOf(withDates({ year: 2012, month: 5 }, { year: 2026, month: 12 }))).toEqual([
      { field: 'concessionSellerStartedAt.month', code: 'DATE.FUTURE' },
    ]);
    // December has begun in UTC.
    const december = new Date('2026-12-01T00:30:00Z');
    expect(
      issuesOf(withDates({ year: 2012, month: 5 }, { year: 2026, month: 12 }), december),
    ).toEqual([]);
  });

  it('refuses a dealership start before the trade start; the same month is fine', () => {
    expect(issuesOf(withDates({ year: 2019, month: 10 }, { year: 2012, month: 5 }))).toEqual([
      { field: 'concessionSellerStartedAt.year', code: 'DATE.BEFORE_CAR_SELLER' },
    ]);
    expect(issuesOf(withDates({ year: 2019, month: 10 }, { year: 2019, month: 9 }))).toEqual([
      { field: 'concessionSellerStartedAt.year', code: 'DATE.BEFORE_CAR_SELLER' },
    ]);
    expect(issuesOf(withDates({ year: 2019, month: 10 }, { year: 2019, month: 10 }))).toEqual([]);
  });

  it('compares the order only once both dates are valid, and reports every problem at once', () => {
    expect(
      issuesOf({
        hobbies: ['music'],
        experience: {
          carSellerStartedAt: { year: 2019, month: 13 },
          concessionSellerStartedAt: { year: 2012, month: 5 },
        },
      }),
    ).toEqual([
      { field: 'hobbies', code: 'HOBBIES.COUNT', count: 1, required: 3 },
      { field: 'carSellerStartedAt.month', code: 'DATE.MONTH_RANGE' },
    ]);
  });
});

describe('isSellerProfileComplete', () => {
  const complete: SellerProfileFacts = {
    hobbies: ['music', 'travel', 'cooking'],
    carSellerStarted: { year: 2012, month: 5 },
    concessionSellerStarted: { year: 2019, month: 10 },
    signedContract: true,
    hasPassword: true,
    profileNumber: 7,
  };

  it('is complete with all six conditions of docs/spec/product-spec.md section 5', () => {
    expect(isSellerProfileComplete(complete)).toBe(true);
  });

  it.each<[string, Partial<SellerProfileFacts>]>([
    ['2 hobbies', { hobbies: ['music', 'travel'] }],
    ['4 hobbies', { hobbies: ['music', 'travel', 'cooking', 'arts'] }],
    ['no trade start year', { carSellerStarted: { year: null, month: 5 } }],
    ['no dealership start year', { concessionSellerStarted: { year: null, month: 10 } }],
    ['no trade start month', { carSellerStarted: { year: 2012, month: null } }],
    ['no dealership start month', { concessionSellerStarted: { year: 2019, month: null } }],
    ['no signed contract', { signedContract: false }],
    ['no password', { hasPassword: false }],
    ['no profile number', { profileNumber: null }],
  ])('is incomplete with %s', (_, change) => {
    expect(isSellerProfileComplete({ ...complete, ...change })).toBe(false);
  });
});
