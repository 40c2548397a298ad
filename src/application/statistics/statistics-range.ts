import { civilDateOf, formatCivilDate } from '#domain/locale/time-zone.ts';
import {
  resolveDateRange,
  type DateRangeBounds,
  type DateRangeSelection,
} from '#domain/statistics/date-ranges.ts';

export type StatisticsRange = {
  selection: DateRangeSelection;
  bounds: DateRangeBounds;
  /** The range's first and last calendar days in the dealership's zone (null for all dates). */
  firstDay: string | null;
  lastDay: string | null;
  timeZone: string;
};

export const describeRange = (
  selection: DateRangeSelection,
  now: Date,
  timeZone: string,
): StatisticsRange => {
  const bounds = resolveDateRange(selection, now, timeZone);
  const day = (at: number) => formatCivilDate(civilDateOf(new Date(at), timeZone));
  return {
    selection,
    bounds,
    firstDay: bounds.from === null ? null : day(Date.parse(bounds.from)),
    lastDay: bounds.to === null ? null : day(Date.parse(bounds.to) - 1),
    timeZone,
  };
};
