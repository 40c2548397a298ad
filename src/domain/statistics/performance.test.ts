import { describe, expect, it } from 'vitest';
import type { ClientStatus } from '#domain/client-flow/statuses.ts';
import { resolveDateRange, type DateRangeBounds } from './date-ranges.ts';
import {
  buildPerformanceSeries,
  computePerformance,
  granularityFor,
  isWithin,
  type StatusChangeRow,
} from './performance.ts';

const A = 'seller-a';
const B = 'seller-b';

const row = (
  clientId: string,
  from: ClientStatus | null,
  to: ClientStatus,
  sellerId: string | null,
  at: string,
): StatusChangeRow => ({ clientId, from, to, sellerId, at: new Date(at) });

// Monday 2025-03-10 in Toronto (EDT, UTC-4): 04:00Z to 04:00Z the next day.
const MONDAY: DateRangeBounds = {
  from: '2025-03-10T04:00:00.000Z',
  to: '2025-03-11T04:00:00.000Z',
};
const ALL: DateRangeBounds = { from: null, to: null };

const HISTORY: StatusChangeRow[] = [
  // c1: sold by A on Monday.
  row('c1', 'withAdvisor', 'sold', A, '2025-03-10T15:00:00.000Z'),
  // c2: not sold by A on Monday.
  row('c2', 'withAdvisor', 'notSold', A, '2025-03-10T16:00:00.000Z'),
  // c3: sold by A at 23:30 Monday, Toronto time (already Tuesday in UTC).
  row('c3', 'withAdvisor', 'sold', A, '2025-03-11T03:30:00.000Z'),
  // c4: sold by A at 00:30 Tuesday, Toronto time: outside Monday.
  row('c4', 'withAdvisor', 'sold', A, '2025-03-11T04:30:00.000Z'),
  // c5: sold by B on Monday.
  row('c5', 'withAdvisor', 'sold', B, '2025-03-10T17:00:00.000Z'),
  // c6: be-back with A on Monday, came back on Wednesday and bought then.
  row('c6', 'withAdvisor', 'beBack', A, '2025-03-10T14:00:00.000Z'),
  row('c6', 'beBack', 'withAdvisor', A, '2025-03-12T15:00:00.000Z'),
  row('c6', 'withAdvisor', 'sold', A, '2025-03-12T16:00:00.000Z'),
  // c7: be-back with A on Monday, never came back (archived weeks later).
  row('c7', 'withAdvisor', 'beBack', A, '2025-03-10T17:00:00.000Z'),
  row('c7', 'beBack', 'archived', A, '2025-04-07T17:00:00.000Z'),
  // c8: be-back with A on Sunday (before Monday), came back and bought on Monday.
  row('c8', 'withAdvisor', 'beBack', A, '2025-03-09T18:00:00.000Z'),
  row('c8', 'beBack', 'withAdvisor', A, '2025-03-10T12:00:00.000Z'),
  row('c8', 'withAdvisor', 'sold', A, '2025-03-10T18:00:00.000Z'),
];

describe('isWithin', () => {
  it('includes the start and excludes the end', () => {
    expect(isWithin(new Date(MONDAY.from ?? ''), MONDAY)).toBe(true);
    expect(isWithin(new Date(MONDAY.to ?? ''), MONDAY)).toBe(false);
    expect(isWithin(new Date('1970-01-01T00:00:00.000Z'), ALL)).toBe(true);
  });
});

describe('computePerformance (docs/spec/decisions.md section 9)', () => {
  it('counts one advisor’s closings, be-backs and sales in the range', () => {
    // Closed on Monday by A: c1 sold, c2 not sold, c3 sold (23:30 local), c8 sold -> 3 / 4.
    // Be-back on Monday with A: c6 (came back Wednesday) and c7 (never) -> 1 / 2.
    // c8 became be-back on Sunday: not in Monday's be-backs, though its sale counts.
    expect(computePerformance(HISTORY, MONDAY, { sellerId: A })).toEqual({
      sold: 3,
      notSold: 1,
      closingRate: 0.75,
      beBacks: 2,
      cameBack: 1,
      beBackRate: 0.5,
      sales: 3,
    });
  });

  it('counts everybody when no advisor is named', () => {
    // B's sale c5 joins A's: 4 sold, 1 not sold.
    expect(computePerformance(HISTORY, MONDAY)).toMatchObject({
      sold: 4,
      notSold: 1,
      closingRate: 0.8,
      sales: 4,
    });
  });

  it('covers the whole history for "all dates"', () => {
    // A sold c1, c3, c4, c6, c8 and did not sell c2; be-backs c6, c7, c8, of whom c6 and c8 came back.
    expect(computePerformance(HISTORY, ALL, { sellerId: A })).toEqual({
      sold: 5,
      notSold: 1,
      closingRate: 5 / 6,
      beBacks: 3,
      cameBack: 2,
      beBackRate: 2 / 3,
      sales: 5,
    });
  });

  it('gives no rate (null), not a division by zero, for an empty range', () => {
    const empty = { from: '2025-01-01T05:00:00.000Z', to: '2025-01-02T05:00:00.000Z' };
    expect(computePerformance(HISTORY, empty, { sellerId: A })).toEqual({
      sold: 0,
      notSold: 0,
      closingRate: null,
      beBacks: 0,
      cameBack: 0,
      beBackRate: null,
      sales: 0,
    });
    expect(computePerformance([], ALL)).toMatchObject({ closingRate: null, beBackRate: null });
  });

  it('gives a rate of 0, not null, when clients closed but none bought', () => {
    const rows = [row('x', 'withAdvisor', 'notSold', A, '2025-03-10T15:00:00.000Z')];
    expect(computePerformance(rows, MONDAY)).toMatchObject({ closingRate: 0, sales: 0 });
  });

  it('counts a client who came back only if the return follows the be-back', () => {
    const rows = [
      // Back from an earlier be-back (before the range), then be-back again in the range.
      row('y', 'withAdvisor', 'beBack', A, '2025-03-03T15:00:00.000Z'),
      row('y', 'beBack', 'withAdvisor', A, '2025-03-05T15:00:00.000Z'),
      row('y', 'withAdvisor', 'beBack', A, '2025-03-10T15:00:00.000Z'),
    ];
    expect(computePerformance(rows, MONDAY)).toMatchObject({
      beBacks: 1,
      cameBack: 0,
      beBackRate: 0,
    });
  });

  it('counts a client who was be-back twice in the range once', () => {
    const rows = [
      row('z', 'withAdvisor', 'beBack', A, '2025-03-10T13:00:00.000Z'),
      row('z', 'beBack', 'withAdvisor', A, '2025-03-10T15:00:00.000Z'),
      row('z', 'withAdvisor', 'beBack', A, '2025-03-10T17:00:00.000Z'),
    ];
    expect(computePerformance(rows, MONDAY)).toMatchObject({ beBacks: 1, cameBack: 1 });
  });

  it('attributes a be-back to the advisor on its row, not to whoever else is named', () => {
    expect(computePerformance(HISTORY, MONDAY, { sellerId: B })).toEqual({
      sold: 1,
      notSold: 0,
      closingRate: 1,
      beBacks: 0,
      cameBack: 0,
      beBackRate: null,
      sales: 1,
    });
  });

  it('does not depend on the order of the rows', () => {
    expect(computePerformance([...HISTORY].reverse(), MONDAY, { sellerId: A })).toEqual(
      computePerformance(HISTORY, MONDAY, { sellerId: A }),
    );
  });
});

describe('buildPerformanceSeries', () => {
  // Wednesday 2025-03-12, 14:00 in Toronto.
  const wednesday = new Date('2025-03-12T18:00:00.000Z');

  it('gives one bar per day of this week up to today, on the local calendar', () => {
    const bounds = resolveDateRange({ key: 'thisWeek' }, wednesday);
    const series = buildPerformanceSeries(HISTORY, bounds, wednesday, 'America/Toronto', {
      sellerId: A,
    });
    expect(series.granularity).toBe('day');
    // Monday: c1, c3 (23:30 local), c8 sold; c2 not sold. Tuesday: c4. Wednesday: c6.
    expect(series.points).toEqual([
      { start: '2025-03-10', sales: 3, notSold: 1, closingRate: 0.75 },
      { start: '2025-03-11', sales: 1, notSold: 0, closingRate: 1 },
      { start: '2025-03-12', sales: 1, notSold: 0, closingRate: 1 },
    ]);
  });

  it('adds up to the range’s numbers', () => {
    const bounds = resolveDateRange({ key: 'last30Days' }, wednesday);
    const series = buildPerformanceSeries(HISTORY, bounds, wednesday);
    const numbers = computePerformance(HISTORY, bounds);
    expect(series.points).toHaveLength(30);
    expect(series.points.reduce((sum, point) => sum + point.sales, 0)).toBe(numbers.sales);
    expect(series.points.reduce((sum, point) => sum + point.notSold, 0)).toBe(numbers.notSold);
    expect(series.points.at(-1)?.start).toBe('2025-03-12');
  });

  it('has empty days with no rate, not zero', () => {
    const bounds = resolveDateRange({ key: 'yesterday' }, new Date('2025-03-14T18:00:00.000Z'));
    expect(buildPerformanceSeries(HISTORY, bounds, wednesday).points).toEqual([]);
    const thursday = new Date('2025-03-14T18:00:00.000Z');
    expect(
      buildPerformanceSeries(HISTORY, resolveDateRange({ key: 'yesterday' }, thursday), thursday)
        .points,
    ).toEqual([{ start: '2025-03-13', sales: 0, notSold: 0, closingRate: null }]);
  });

  it('groups long ranges by week, the first bar starting on the range’s first day', () => {
    const bounds = resolveDateRange({ key: 'last3Months' }, wednesday);
    const series = buildPerformanceSeries(HISTORY, bounds, wednesday);
    expect(series.granularity).toBe('week');
    // 2024-12-12 is a Thursday; the next bar starts on Monday 2024-12-16.
    expect(series.points.slice(0, 2).map((point) => point.start)).toEqual([
      '2024-12-12',
      '2024-12-16',
    ]);
    // The week of Monday 2025-03-10 holds every closing of the history but c7's archive.
    expect(series.points.at(-1)).toEqual({
      start: '2025-03-10',
      sales: 6,
      notSold: 1,
      closingRate: 6 / 7,
    });
  });

  it('starts "all dates" on the first closing and groups years of history by month', () => {
    const rows = [row('old', 'withAdvisor', 'sold', A, '2023-06-15T15:00:00.000Z'), ...HISTORY];
    const series = buildPerformanceSeries(rows, ALL, wednesday);
    expect(series.granularity).toBe('month');
    expect(series.points[0]).toEqual({
      start: '2023-06-15',
      sales: 1,
      notSold: 0,
      closingRate: 1,
    });
    expect(series.points[1]?.start).toBe('2023-07-01');
    expect(series.points.at(-1)?.start).toBe('2025-03-01');
    expect(series.points).toHaveLength(22);
  });

  it('draws nothing for "all dates" without any closing', () => {
    expect(buildPerformanceSeries([], ALL, wednesday)).toEqual({ granularity: 'day', points: [] });
  });

  it('draws nothing for a range entirely in the future', () => {
    const bounds = { from: '2025-04-01T04:00:00.000Z', to: '2025-04-02T04:00:00.000Z' };
    expect(buildPerformanceSeries(HISTORY, bounds, wednesday).points).toEqual([]);
  });

  it('chooses the bar size from the number of days', () => {
    expect(granularityFor(1)).toBe('day');
    expect(granularityFor(62)).toBe('day');
    expect(granularityFor(63)).toBe('week');
    expect(granularityFor(400)).toBe('week');
    expect(granularityFor(401)).toBe('month');
  });
});
