import {
  addDays,
  addMonths,
  civilDateOf,
  compareCivilDates,
  daysSinceMonday,
  DEFAULT_TIME_ZONE,
  parseCivilDate,
  startOfDay,
  type CivilDate,
} from '#domain/locale/time-zone.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** The date-range filters of docs/spec/product-spec.md section 3, in the order the screens list them. */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'last3Months',
  'thisYear',
  'all',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type DateRangeKey = DateRangePreset | 'custom';
export const DATE_RANGE_KEYS: readonly DateRangeKey[] = [...DATE_RANGE_PRESETS, 'custom'];

export type DateRangeSelection =
  { key: DateRangePreset } | { key: 'custom'; from: CivilDate; to: CivilDate };

/**
 * Instants as ISO 8601 strings, `from` included and `to` excluded: a half-open range has no
 * "23:59:59.999" edge and stays exact on 23- and 25-hour days. `all` has no bounds.
 */
export type DateRangeBounds = { from: string; to: string } | { from: null; to: null };

export type DateRangeError =
  | { code: 'DATE_RANGE.INVALID_DATE'; field: 'from' | 'to' }
  | { code: 'DATE_RANGE.END_BEFORE_START'; field: 'to' };

/**
 * Every range is made of whole calendar days in the zone, ending with the current period:
 * "this week" runs Monday to Sunday, "last 30 days" is today and the 29 days before it, and
 * "last 3 months" starts on the same day three months ago (clamped to the month's last day).
 */
export const resolveDateRange = (
  selection: DateRangeSelection,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateRangeBounds => {
  const span = calendarSpan(selection, civilDateOf(now, timeZone));
  if (!span) return { from: null, to: null };
  const [first, afterLast] = span;
  return {
    from: startOfDay(first, timeZone).toISOString(),
    to: startOfDay(afterLast, timeZone).toISOString(),
  };
};

/** The first day of the range and the day after its last day; none for "all". */
const calendarSpan = (
  selection: DateRangeSelection,
  today: CivilDate,
): [CivilDate, CivilDate] | undefined => {
  const tomorrow = addDays(today, 1);
  const monday = addDays(today, -daysSinceMonday(today));
  const firstOfMonth = { ...today, day: 1 };
  switch (selection.key) {
    case 'today':
      return [today, tomorrow];
    case 'yesterday':
      return [addDays(today, -1), today];
    case 'thisWeek':
      return [monday, addDays(monday, 7)];
    case 'lastWeek':
      return [addDays(monday, -7), monday];
    case 'last30Days':
      return [addDays(today, -29), tomorrow];
    case 'thisMonth':
      return [firstOfMonth, addMonths(firstOfMonth, 1)];
    case 'lastMonth':
      return [addMonths(firstOfMonth, -1), firstOfMonth];
    case 'last3Months':
      return [addMonths(today, -3), tomorrow];
    case 'thisYear':
      return [
        { year: today.year, month: 1, day: 1 },
        { year: today.year + 1, month: 1, day: 1 },
      ];
    case 'custom':
      return [selection.from, addDays(selection.to, 1)];
    case 'all':
      return undefined;
  }
};

const isPreset = (value: string): value is DateRangePreset =>
  (DATE_RANGE_PRESETS as readonly string[]).includes(value);

/**
 * Reads a filter form's query (`range`, `from`, `to`). An unknown or missing range falls back to
 * the screen's default; a custom range needs both dates (`YYYY-MM-DD`, both days included).
 */
export const parseDateRangeQuery = (
  query: { range?: string | undefined; from?: string | undefined; to?: string | undefined },
  fallback: DateRangePreset,
): Result<DateRangeSelection, DateRangeError> => {
  const range = query.range ?? '';
  if (range !== 'custom') return ok({ key: isPreset(range) ? range : fallback });
  const from = parseCivilDate(query.from ?? '');
  if (!from) return err({ code: 'DATE_RANGE.INVALID_DATE', field: 'from' });
  const to = parseCivilDate(query.to ?? '');
  if (!to) return err({ code: 'DATE_RANGE.INVALID_DATE', field: 'to' });
  if (compareCivilDates(to, from) < 0)
    return err({ code: 'DATE_RANGE.END_BEFORE_START', field: 'to' });
  return ok({ key: 'custom', from, to });
};
