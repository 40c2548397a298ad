import type { ClientStatus } from '#domain/client-flow/statuses.ts';
import {
  addDays,
  addMonths,
  civilDateOf,
  compareCivilDates,
  daysSinceMonday,
  DEFAULT_TIME_ZONE,
  formatCivilDate,
  type CivilDate,
} from '#domain/locale/time-zone.ts';
import type { DateRangeBounds } from './date-ranges.ts';

/**
 * One row of a client's status history (table client_status_changes): what changed, for which
 * client, who was the advisor in charge at that moment, and when. Statistics read only these rows,
 * so a client deleted later (kiosk reset, admin) still counts (docs/spec/decisions.md section 3).
 */
export type StatusChangeRow = {
  clientId: string;
  from: ClientStatus | null;
  to: ClientStatus;
  /** The advisor in charge when the change happened (null before any advisor). */
  sellerId: string | null;
  at: Date;
};

/** Whose numbers: one advisor, or everybody in the rows given (a dealership, a BPM's dealerships). */
export type StatisticsScope = { sellerId?: string };

/** The three numbers of docs/spec/decisions.md section 9, with the counts behind them. */
export type PerformanceNumbers = {
  /** Clients whose sale closed as `sold` in the range. */
  sold: number;
  /** Clients whose sale closed as `notSold` in the range. */
  notSold: number;
  /** sold / (sold + notSold); null when nobody closed in the range (nothing to divide by). */
  closingRate: number | null;
  /** Clients who became be-back in the range. */
  beBacks: number;
  /** Of those, the ones who came back to the advisor afterwards (whenever that was). */
  cameBack: number;
  /** cameBack / beBacks; null without any be-back in the range. */
  beBackRate: number | null;
  /** Number of sales: `sold` in the range (the same clients as `sold`). */
  sales: number;
};

type Closing = { clientId: string; outcome: 'sold' | 'notSold'; at: Date };

const instant = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** `from` included, `to` excluded; `all` has no bounds. */
export const isWithin = (at: Date, bounds: DateRangeBounds): boolean => {
  const from = instant(bounds.from);
  const to = instant(bounds.to);
  const time = at.getTime();
  return (from === null || time >= from) && (to === null || time < to);
};

const bySeller = (scope: StatisticsScope) => (row: StatusChangeRow) =>
  scope.sellerId === undefined || row.sellerId === scope.sellerId;

const chronological = (rows: readonly StatusChangeRow[]) =>
  [...rows].sort((a, b) => a.at.getTime() - b.at.getTime());

/**
 * The clients closed in the range, each once: `sold` and `notSold` end a relationship for good
 * (docs/spec/decisions.md section 3), but should a history hold two closings, the later one is the outcome.
 */
const closingsIn = (
  rows: readonly StatusChangeRow[],
  bounds: DateRangeBounds,
  scope: StatisticsScope,
): Closing[] => {
  const byClient = new Map<string, Closing>();
  for (const row of chronological(rows)) {
    if (row.to !== 'sold' && row.to !== 'notSold') continue;
    if (!isWithin(row.at, bounds) || !bySeller(scope)(row)) continue;
    byClient.set(row.clientId, { clientId: row.clientId, outcome: row.to, at: row.at });
  }
  return [...byClient.values()];
};

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * docs/spec/decisions.md section 9, over a range of instants:
 * - closing rate = sold / (sold + notSold), over the clients closed in the range;
 * - be-back rate = be-back clients who came back / be-back clients, over the clients who became
 *   be-back in the range (a return after the range still counts: it answers whether *these*
 *   clients came back); a be-back still waiting counts as not (yet) back;
 * - number of sales = clients sold in the range.
 * Attribution is the advisor in charge on the row (the be-back row for the be-back rate).
 */
export const computePerformance = (
  rows: readonly StatusChangeRow[],
  bounds: DateRangeBounds,
  scope: StatisticsScope = {},
): PerformanceNumbers => {
  const closings = closingsIn(rows, bounds, scope);
  const sold = closings.filter((closing) => closing.outcome === 'sold').length;
  const notSold = closings.length - sold;

  const ordered = chronological(rows);
  // The first time each client became be-back within the range (and within the scope).
  const firstBeBack = new Map<string, number>();
  for (const row of ordered) {
    if (row.to !== 'beBack' || !isWithin(row.at, bounds) || !bySeller(scope)(row)) continue;
    if (!firstBeBack.has(row.clientId)) firstBeBack.set(row.clientId, row.at.getTime());
  }
  const returned = new Set<string>();
  for (const row of ordered) {
    if (row.from !== 'beBack' || row.to !== 'withAdvisor') continue;
    const since = firstBeBack.get(row.clientId);
    if (since !== undefined && row.at.getTime() > since) returned.add(row.clientId);
  }

  return {
    sold,
    notSold,
    closingRate: ratio(sold, closings.length),
    beBacks: firstBeBack.size,
    cameBack: returned.size,
    beBackRate: ratio(returned.size, firstBeBack.size),
    sales: sold,
  };
};

export type SeriesGranularity = 'day' | 'week' | 'month';

/** One bar of the chart: the clients closed from `start` (a `YYYY-MM-DD` day) to the next bar. */
export type SeriesPoint = {
  start: string;
  sales: number;
  notSold: number;
  closingRate: number | null;
};

export type PerformanceSeries = { granularity: SeriesGranularity; points: SeriesPoint[] };

/** Beyond two months a bar per day is unreadable: bars per week, then per month. */
const MAX_DAILY_POINTS = 62;
const MAX_WEEKLY_DAYS = 400;

const daysBetween = (first: CivilDate, last: CivilDate) =>
  Math.round(compareCivilDates(last, first) / 86_400_000) + 1;

export const granularityFor = (days: number): SeriesGranularity =>
  days <= MAX_DAILY_POINTS ? 'day' : days <= MAX_WEEKLY_DAYS ? 'week' : 'month';

const later = (a: CivilDate, b: CivilDate) => (compareCivilDates(a, b) >= 0 ? a : b);

const periodStart = (day: CivilDate, granularity: SeriesGranularity): CivilDate => {
  switch (granularity) {
    case 'day':
      return day;
    case 'week':
      return addDays(day, -daysSinceMonday(day));
    case 'month':
      return { ...day, day: 1 };
  }
};

const nextPeriod = (start: CivilDate, granularity: SeriesGranularity): CivilDate => {
  switch (granularity) {
    case 'day':
      return addDays(start, 1);
    case 'week':
      return addDays(periodStart(start, 'week'), 7);
    case 'month':
      return addMonths({ ...start, day: 1 }, 1);
  }
};

/**
 * The sales and closings of the range bar by bar (per day, or per week or month for long ranges),
 * on the dealership's calendar, up to today (the rest of "this month" has nothing to show yet).
 * Sums of the bars equal computePerformance's numbers. "All dates" starts on the first closing;
 * with none there is nothing to draw.
 */
export const buildPerformanceSeries = (
  rows: readonly StatusChangeRow[],
  bounds: DateRangeBounds,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  scope: StatisticsScope = {},
): PerformanceSeries => {
  const closings = closingsIn(rows, bounds, scope);
  const dayOf = (at: Date) => civilDateOf(at, timeZone);
  const today = dayOf(now);
  let first: CivilDate | undefined;
  if (bounds.from !== null) first = dayOf(new Date(bounds.from));
  else {
    const earliest = closings.reduce<Date | undefined>(
      (found, closing) => (found && found <= closing.at ? found : closing.at),
      undefined,
    );
    first = earliest ? dayOf(earliest) : undefined;
  }
  let last = bounds.to !== null ? dayOf(new Date(Date.parse(bounds.to) - 1)) : today;
  if (compareCivilDates(last, today) > 0) last = today;
  if (!first || compareCivilDates(first, last) > 0) return { granularity: 'day', points: [] };

  const granularity = granularityFor(daysBetween(first, last));
  const points = new Map<string, { sales: number; notSold: number }>();
  for (let start = first; compareCivilDates(start, last) <= 0;) {
    points.set(formatCivilDate(start), { sales: 0, notSold: 0 });
    start = nextPeriod(start, granularity);
  }
  for (const closing of closings) {
    // The first bar may start mid-week or mid-month: the range's first day.
    const key = formatCivilDate(later(periodStart(dayOf(closing.at), granularity), first));
    const point = points.get(key);
    if (!point) continue;
    if (closing.outcome === 'sold') point.sales += 1;
    else point.notSold += 1;
  }
  return {
    granularity,
    points: [...points].map(([start, point]) => ({
      start,
      ...point,
      closingRate: ratio(point.sales, point.sales + point.notSold),
    })),
  };
};
