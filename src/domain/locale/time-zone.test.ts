import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  civilDateOf,
  daysSinceMonday,
  dominantTimeZone,
  formatCivilDate,
  parseCivilDate,
  startOfDay,
} from './time-zone.ts';

describe('civil dates', () => {
  it('reads the calendar day of an instant in a zone', () => {
    const instant = new Date('2025-07-01T02:00:00.000Z');
    expect(civilDateOf(instant)).toEqual({ year: 2025, month: 6, day: 30 });
    expect(civilDateOf(instant, 'UTC')).toEqual({ year: 2025, month: 7, day: 1 });
  });

  it('finds the start of a day in Toronto in winter and in summer', () => {
    expect(startOfDay({ year: 2025, month: 1, day: 15 }).toISOString()).toBe(
      '2025-01-15T05:00:00.000Z',
    );
    expect(startOfDay({ year: 2025, month: 7, day: 15 }).toISOString()).toBe(
      '2025-07-15T04:00:00.000Z',
    );
  });

  it('moves across months and years', () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addMonths({ year: 2025, month: 1, day: 31 }, 1)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2025, month: 2, day: 15 }, -3)).toEqual({
      year: 2024,
      month: 11,
      day: 15,
    });
  });

  it('counts days from Monday', () => {
    expect(daysSinceMonday({ year: 2025, month: 3, day: 10 })).toBe(0);
    expect(daysSinceMonday({ year: 2025, month: 3, day: 16 })).toBe(6);
  });

  it('formats and parses YYYY-MM-DD', () => {
    expect(formatCivilDate({ year: 2025, month: 3, day: 9 })).toBe('2025-03-09');
    expect(parseCivilDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCivilDate(' 2025-03-09 ')).toEqual({ year: 2025, month: 3, day: 9 });
  });

  it.each(['2025-02-29', '2025-13-01', '2025-3-9', '09/03/2025', '', '0050-01-01'])(
    'refuses %j',
    (text) => {
      expect(parseCivilDate(text)).toBeUndefined();
    },
  );
});

describe('dominantTimeZone (decision 106)', () => {
  it('keeps the zone most dealerships keep, the default without any', () => {
    expect(dominantTimeZone([])).toBe('America/Toronto');
    expect(dominantTimeZone(['America/Vancouver'])).toBe('America/Vancouver');
    expect(dominantTimeZone(['America/Toronto', 'America/Halifax', 'America/Halifax'])).toBe(
      'America/Halifax',
    );
  });

  it('breaks a tie with the default, else the first by name', () => {
    expect(dominantTimeZone(['America/Vancouver', 'America/Toronto'])).toBe('America/Toronto');
    expect(dominantTimeZone(['America/Vancouver', 'America/Edmonton'])).toBe('America/Edmonton');
  });
});
