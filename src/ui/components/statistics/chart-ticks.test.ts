import { describe, expect, it } from 'vitest';
import { labelledBars, labelStep, valueTicks } from './chart-ticks.ts';

const gaps = (values: readonly number[]) =>
  values.slice(1).map((value, i) => value - (values[i] ?? 0));

describe('labelledBars', () => {
  it('labels days a week apart, never unevenly (not 7, 8, 7, 7)', () => {
    expect([...labelledBars(30, 5, 'day')]).toEqual([0, 7, 14, 21, 28]);
    expect([...labelledBars(30, 3, 'day')]).toEqual([0, 14, 28]);
    expect([...labelledBars(7, 5, 'day')]).toEqual([0, 2, 4, 6]);
  });

  it('labels weeks and months by round steps', () => {
    expect([...labelledBars(13, 5, 'week')]).toEqual([0, 4, 8, 12]);
    expect([...labelledBars(12, 5, 'month')]).toEqual([0, 3, 6, 9]);
    expect([...labelledBars(12, 3, 'month')]).toEqual([0, 6]);
  });

  it('labels every bar when they fit, and nothing when there is none', () => {
    expect([...labelledBars(3, 5, 'day')]).toEqual([0, 1, 2]);
    expect([...labelledBars(1, 5, 'month')]).toEqual([0]);
    expect([...labelledBars(0, 5, 'day')]).toEqual([]);
  });

  it('keeps every gap equal and the count within the limit, whatever the length', () => {
    for (const granularity of ['day', 'week', 'month'] as const) {
      for (let count = 1; count <= 800; count += 1) {
        for (const most of [3, 5]) {
          const shown = [...labelledBars(count, most, granularity)];
          expect(shown.length).toBeLessThanOrEqual(most);
          expect(new Set(gaps(shown)).size).toBeLessThanOrEqual(1);
          expect(shown.at(-1)).toBeLessThan(count);
        }
      }
    }
  });

  it('goes past its round steps by multiples of the largest', () => {
    expect(labelStep(365, 5, 'day')).toBe(84);
  });
});

describe('valueTicks', () => {
  it('counts from 0 by 1, 2 or 5 times a power of ten up to the top of the highest bar', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(45)).toEqual([0, 20, 40, 60]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });

  it('is regular for any maximum', () => {
    for (let max = 0; max <= 2000; max += 1) {
      const ticks = valueTicks(max);
      expect(new Set(gaps(ticks)).size).toBe(1);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
