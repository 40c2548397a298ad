import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_KEYS,
  parseDateRangeQuery,
  resolveDateRange,
  type DateRangePreset,
} from './date-ranges.ts';

const at = (iso: string) => new Date(iso);
const preset = (key: DateRangePreset, now: string, timeZone?: string) =>
  resolveDateRange({ key }, at(now), timeZone);

describe('resolveDateRange in Toronto (the default zone)', () => {
  // Wednesday 2025-03-12, 10:00 EDT.
  const wednesday = '2025-03-12T14:00:00.000Z';

  it.each([
    ['today', '2025-03-12T04:00:00.000Z', '2025-03-13T04:00:00.000Z'],
    ['yesterday', '2025-03-11T04:00:00.000Z', '2025-03-12T04:00:00.000Z'],
    ['thisWeek', '2025-03-10T04:00:00.000Z', '2025-03-17T04:00:00.000Z'],
    // Last week spans the switch to daylight time (Sunday 2025-03-09): 167 hours, not 168.
    ['lastWeek', '2025-03-03T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
    ['last30Days', '2025-02-11T05:00:00.000Z', '2025-03-13T04:00:00.000Z'],
    ['thisMonth', '2025-03-01T05:00:00.000Z', '2025-04-01T04:00:00.000Z'],
    ['lastMonth', '2025-02-01T05:00:00.000Z', '2025-03-01T05:00:00.000Z'],
    ['last3Months', '2024-12-12T05:00:00.000Z', '2025-03-13T04:00:00.000Z'],
    ['thisYear', '2025-01-01T05:00:00.000Z', '2026-01-01T05:00:00.000Z'],
  ] as const)('%s', (key, from, to) => {
    expect(preset(key, wednesday)).toEqual({ from, to });
  });

  it('has no bounds for "all"', () => {
    expect(preset('all', wednesday)).toEqual({ from: null, to: null });
  });

  it('gives the 23-hour day when clocks spring forward', () => {
    expect(preset('today', '2025-03-09T16:00:00.000Z')).toEqual({
      from: '2025-03-09T05:00:00.000Z',
      to: '2025-03-10T04:00:00.000Z',
    });
  });

  it('gives the 25-hour day when clocks fall back', () => {
    expect(preset('today', '2025-11-02T16:00:00.000Z')).toEqual({
      from: '2025-11-02T04:00:00.000Z',
      to: '2025-11-03T05:00:00.000Z',
    });
  });

  it('uses the local day, not the UTC one, late in the evening', () => {
    // 2025-01-01T03:30Z is still New Year's Eve, 22:30, in Toronto.
    expect(preset('today', '2025-01-01T03:30:00.000Z')).toEqual({
      from: '2024-12-31T05:00:00.000Z',
      to: '2025-01-01T05:00:00.000Z',
    });
    expect(preset('thisYear', '2025-01-01T03:30:00.000Z').from).toBe('2024-01-01T05:00:00.000Z');
  });

  describe('at the very start of a year (midnight, 2025-01-01)', () => {
    const newYear = '2025-01-01T05:00:00.000Z';
    it.each([
      ['today', '2025-01-01T05:00:00.000Z', '2025-01-02T05:00:00.000Z'],
      ['yesterday', '2024-12-31T05:00:00.000Z', '2025-01-01T05:00:00.000Z'],
      // A Wednesday: the week began on Monday 2024-12-30, in the previous year.
      ['thisWeek', '2024-12-30T05:00:00.000Z', '2025-01-06T05:00:00.000Z'],
      ['lastWeek', '2024-12-23T05:00:00.000Z', '2024-12-30T05:00:00.000Z'],
      ['thisMonth', '2025-01-01T05:00:00.000Z', '2025-02-01T05:00:00.000Z'],
      ['lastMonth', '2024-12-01T05:00:00.000Z', '2025-01-01T05:00:00.000Z'],
      ['last30Days', '2024-12-03T05:00:00.000Z', '2025-01-02T05:00:00.000Z'],
      ['last3Months', '2024-10-01T04:00:00.000Z', '2025-01-02T05:00:00.000Z'],
      ['thisYear', '2025-01-01T05:00:00.000Z', '2026-01-01T05:00:00.000Z'],
    ] as const)('%s', (key, from, to) => {
      expect(preset(key, newYear)).toEqual({ from, to });
    });
  });

  it('starts weeks on Monday: on a Sunday, this week began six days earlier', () => {
    expect(preset('thisWeek', '2025-03-16T16:00:00.000Z').from).toBe('2025-03-10T04:00:00.000Z');
    expect(preset('thisWeek', '2025-03-17T16:00:00.000Z').from).toBe('2025-03-17T04:00:00.000Z');
  });

  describe('last3Months', () => {
    it('clamps to the last day of a shorter month', () => {
      expect(preset('last3Months', '2025-05-31T16:00:00.000Z').from).toBe(
        '2025-02-28T05:00:00.000Z',
      );
    });

    it('lands on February 29 in a leap year', () => {
      expect(preset('last3Months', '2024-05-31T16:00:00.000Z').from).toBe(
        '2024-02-29T05:00:00.000Z',
      );
    });

    it('keeps the day when the month has it', () => {
      expect(preset('last3Months', '2025-08-15T16:00:00.000Z')).toEqual({
        from: '2025-05-15T04:00:00.000Z',
        to: '2025-08-16T04:00:00.000Z',
      });
    });
  });
});

describe('resolveDateRange in other zones', () => {
  it('follows a half-hour offset (Asia/Kolkata)', () => {
    expect(preset('today', '2025-06-15T12:00:00.000Z', 'Asia/Kolkata')).toEqual({
      from: '2025-06-14T18:30:00.000Z',
      to: '2025-06-15T18:30:00.000Z',
    });
  });

  it('starts the day after the gap when daylight time skips midnight (America/Havana)', () => {
    // 2024-03-10: clocks jump from 00:00 to 01:00, so the day begins at 01:00 CDT.
    expect(preset('today', '2024-03-10T16:00:00.000Z', 'America/Havana').from).toBe(
      '2024-03-10T05:00:00.000Z',
    );
  });

  it('starts the day at the first midnight when midnight happens twice (America/Havana)', () => {
    // 2024-11-03: clocks go back from 01:00 to 00:00; the first midnight is the CDT one.
    expect(preset('today', '2024-11-03T16:00:00.000Z', 'America/Havana').from).toBe(
      '2024-11-03T04:00:00.000Z',
    );
  });
});

describe('custom ranges', () => {
  it('includes both chosen days', () => {
    const parsed = parseDateRangeQuery(
      { range: 'custom', from: '2025-03-01', to: '2025-03-31' },
      'thisMonth',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(resolveDateRange(parsed.value, at('2025-06-01T12:00:00.000Z'))).toEqual({
      from: '2025-03-01T05:00:00.000Z',
      to: '2025-04-01T04:00:00.000Z',
    });
  });

  it('accepts a single day', () => {
    const parsed = parseDateRangeQuery(
      { range: 'custom', from: '2025-03-09', to: '2025-03-09' },
      'thisMonth',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        key: 'custom',
        from: { year: 2025, month: 3, day: 9 },
        to: { year: 2025, month: 3, day: 9 },
      },
    });
  });
});

describe('parseDateRangeQuery', () => {
  it('reads every key of the spec', () => {
    for (const key of DATE_RANGE_KEYS.filter((entry) => entry !== 'custom')) {
      expect(parseDateRangeQuery({ range: key }, 'thisMonth')).toEqual({
        ok: true,
        value: { key },
      });
    }
  });

  it('falls back to the default for a missing or unknown range', () => {
    expect(parseDateRangeQuery({}, 'last30Days')).toEqual({
      ok: true,
      value: { key: 'last30Days' },
    });
    expect(parseDateRangeQuery({ range: 'forever' }, 'thisMonth')).toEqual({
      ok: true,
      value: { key: 'thisMonth' },
    });
  });

  it.each([
    [
      { from: '', to: '2025-03-01' },
      { code: 'DATE_RANGE.INVALID_DATE', field: 'from' },
    ],
    [
      { from: '2025-02-30', to: '2025-03-01' },
      { code: 'DATE_RANGE.INVALID_DATE', field: 'from' },
    ],
    [
      { from: '2025-03-01', to: '03/05/2025' },
      { code: 'DATE_RANGE.INVALID_DATE', field: 'to' },
    ],
    [
      { from: '2025-03-05', to: '2025-03-01' },
      { code: 'DATE_RANGE.END_BEFORE_START', field: 'to' },
    ],
  ])('refuses a bad custom range %o', (dates, error) => {
    expect(parseDateRangeQuery({ range: 'custom', ...dates }, 'thisMonth')).toEqual({
      ok: false,
      error,
    });
  });
});
