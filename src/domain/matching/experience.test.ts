import { describe, expect, it } from 'vitest';
import { completedYearsSince } from './experience.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('completedYearsSince', () => {
  it.each([
    [{ year: 2014, month: 3 }, 12],
    [{ year: 2020, month: 11 }, 6],
    [{ year: 2020, month: 12 }, 5],
    [{ year: 2026, month: 11 }, 0],
    [{ year: 2027, month: 1 }, 0],
  ])('counts whole years from %j', (start, years) => {
    expect(completedYearsSince(start, now)).toBe(years);
  });

  it('is null while the date is incomplete', () => {
    expect(completedYearsSince({ year: 2020, month: null }, now)).toBeNull();
    expect(completedYearsSince({ year: null, month: 4 }, now)).toBeNull();
  });
});
