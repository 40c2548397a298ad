import { err, ok, type Result } from '#domain/shared/result.ts';
import { mayReadStatistics } from '#domain/statistics/access.ts';
import type { DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import {
  buildPerformanceSeries,
  computePerformance,
  type PerformanceNumbers,
  type PerformanceSeries,
} from '#domain/statistics/performance.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { StatisticsSeller } from '#application/ports/statistics.port.ts';
import { describeRange, type StatisticsRange } from './statistics-range.ts';
import {
  deciderOf,
  findReachableSeller,
  notFound,
  type SellerNotFound,
  type StatisticsDeps,
  type StatisticsNotGranted,
} from './reachable-seller.ts';

export type SellerStatistics = {
  seller: Omit<StatisticsSeller, 'timeZone'>;
  range: StatisticsRange;
  numbers: PerformanceNumbers;
  series: PerformanceSeries;
};

/**
 * `GET /api/sellers/{id}/statistics` and "My statistics": closing rate, be-back rate and number of
 * sales (docs/spec/decisions.md section 9) over a range of the dealership's calendar, with the bars of the
 * chart. An advisor reads their own numbers only once a manager granted the access.
 */
export const makeGetSellerStatistics =
  (deps: StatisticsDeps) =>
  async (
    caller: Caller,
    sellerId: string,
    selection: DateRangeSelection,
  ): Promise<Result<SellerStatistics, SellerNotFound | StatisticsNotGranted>> => {
    const seller = await findReachableSeller(deps.statistics, caller, sellerId);
    if (!seller) return notFound();
    if (!mayReadStatistics(seller.statisticsStatus, deciderOf(caller))) {
      return err({ code: 'STATISTICS.NOT_GRANTED', status: seller.statisticsStatus });
    }
    const now = deps.clock.now();
    const { timeZone, ...person } = seller;
    const range = describeRange(selection, now, timeZone);
    const since = range.bounds.from === null ? null : new Date(range.bounds.from);
    const rows = await deps.statistics.statusChanges({
      concessionId: seller.concessionId,
      sellerId: seller.id,
      since,
    });
    const scope = { sellerId: seller.id };
    return ok({
      seller: person,
      range,
      numbers: computePerformance(rows, range.bounds, scope),
      series: buildPerformanceSeries(rows, range.bounds, now, timeZone, scope),
    });
  };
