import { dominantTimeZone } from '#domain/locale/time-zone.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import {
  buildPerformanceSeries,
  computePerformance,
  type PerformanceNumbers,
  type PerformanceSeries,
} from '#domain/statistics/performance.ts';
import { findBpm, type BpmNotFound } from '#application/bpms/bpm-access.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { StatisticsStore } from '#application/ports/statistics.port.ts';
import type { NamedRef, TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { describeRange, type StatisticsRange } from './statistics-range.ts';

export type BpmPerformance = {
  range: StatisticsRange;
  /** The sum over its dealerships (docs/spec/decisions.md section 9: "per bpm"). */
  numbers: PerformanceNumbers;
  series: PerformanceSeries;
  /** Each dealership's own numbers, by name. */
  concessions: (NamedRef & { numbers: PerformanceNumbers })[];
};

/**
 * A bpm's performance tab (/pr-admin/bpm/{id}): the closing rate, be-back rate and number of sales
 * of every dealership it reaches, summed, over a range of its dealerships' calendar (their time zone;
 * the one most of them keep when they lie in several, decision 106), with the chart's bars and a
 * row per dealership.
 * Three queries whatever the number of dealerships.
 */
export const makeGetBpmPerformance =
  (deps: {
    users: Pick<UserStore, 'findById'>;
    territories: Pick<TerritoryStore, 'concessionsOfBpm'>;
    statistics: Pick<StatisticsStore, 'statusChangesOf'>;
    clock: Clock;
  }) =>
  async (
    bpmId: string,
    selection: DateRangeSelection,
  ): Promise<Result<BpmPerformance, BpmNotFound>> => {
    const found = await findBpm(deps.users, bpmId);
    if (!found.ok) return found;
    const now = deps.clock.now();
    const concessions = await deps.territories.concessionsOfBpm(bpmId);
    const timeZone = dominantTimeZone(concessions.map((concession) => concession.timeZone));
    const range = describeRange(selection, now, timeZone);
    const rows = await deps.statistics.statusChangesOf({
      concessionIds: concessions.map((concession) => concession.id),
      since: range.bounds.from === null ? null : new Date(range.bounds.from),
    });
    return ok({
      range,
      numbers: computePerformance(rows, range.bounds),
      series: buildPerformanceSeries(rows, range.bounds, now, timeZone),
      concessions: concessions.map(({ id, name }) => ({
        id,
        name,
        numbers: computePerformance(
          rows.filter((row) => row.concessionId === id),
          range.bounds,
        ),
      })),
    });
  };
