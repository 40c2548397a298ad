import { reaches } from '#domain/access/policy.ts';
import { civilDateOf, formatCivilDate } from '#domain/locale/time-zone.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  changeStatisticsStatus,
  mayReadStatistics,
  type StatisticsDecider,
  type StatisticsStatus,
  type StatisticsStatusError,
} from '#domain/statistics/access.ts';
import {
  resolveDateRange,
  type DateRangeBounds,
  type DateRangeSelection,
} from '#domain/statistics/date-ranges.ts';
import {
  buildPerformanceSeries,
  computePerformance,
  type PerformanceNumbers,
  type PerformanceSeries,
} from '#domain/statistics/performance.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { StatisticsSeller, StatisticsStore } from '#application/ports/statistics.port.ts';

export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
/** An advisor whose access is not granted (yet): the page shows the request step instead. */
export type StatisticsNotGranted = { code: 'STATISTICS.NOT_GRANTED'; status: StatisticsStatus };
export type StatisticsChanged = { code: 'STATISTICS.CHANGED' };

const notFound = () => err({ code: 'SELLER.NOT_FOUND' } as const);

/** The advisor decides only for themself; everyone else the policy lets in manages. */
const deciderOf = (caller: Caller): StatisticsDecider =>
  caller.actor.role === 'seller' ? 'advisor' : 'manager';

/** Another dealership's advisor is answered like a missing one (decisions.md section 2). */
const findReachableSeller = async (
  statistics: Pick<StatisticsStore, 'findSeller'>,
  caller: Caller,
  sellerId: string,
) => {
  const seller = await statistics.findSeller(sellerId);
  return seller &&
    reaches(caller.actor, caller.scope, { concessionId: seller.concessionId, userId: seller.id })
    ? seller
    : null;
};

export type StatisticsRange = {
  selection: DateRangeSelection;
  bounds: DateRangeBounds;
  /** The range's first and last calendar days in the dealership's zone (null for all dates). */
  firstDay: string | null;
  lastDay: string | null;
  timeZone: string;
};

export type SellerStatistics = {
  seller: Omit<StatisticsSeller, 'timeZone'>;
  range: StatisticsRange;
  numbers: PerformanceNumbers;
  series: PerformanceSeries;
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

type StatisticsDeps = { statistics: StatisticsStore; clock: Clock };

/**
 * `GET /api/sellers/{id}/statistics` and "My statistics": closing rate, be-back rate and number of
 * sales (decisions.md section 9) over a range of the dealership's calendar, with the bars of the
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

/** Where an advisor's access stands, for the pages that offer the request or the decision. */
export const makeGetStatisticsAccess =
  (deps: Pick<StatisticsDeps, 'statistics'>) =>
  async (
    caller: Caller,
    sellerId: string,
  ): Promise<Result<Omit<StatisticsSeller, 'timeZone'>, SellerNotFound>> => {
    const seller = await findReachableSeller(deps.statistics, caller, sellerId);
    if (!seller) return notFound();
    return ok({
      id: seller.id,
      concessionId: seller.concessionId,
      firstName: seller.firstName,
      lastName: seller.lastName,
      email: seller.email,
      statisticsStatus: seller.statisticsStatus,
    });
  };

const ATTEMPTS = 3;

export type SetStatisticsStatusError = SellerNotFound | StatisticsStatusError | StatisticsChanged;

/**
 * `PUT /api/sellers/{id}/statistics-status`: the advisor asks (not granted -> requested), a manager
 * grants, refuses or takes back (product-spec section 4). The write is conditional on the status the
 * decision was taken from, so a request crossing a manager's grant cannot undo the grant.
 */
export const makeSetStatisticsStatus =
  (deps: StatisticsDeps) =>
  async (
    caller: Caller,
    sellerId: string,
    wanted: StatisticsStatus,
  ): Promise<
    Result<{ id: string; statisticsStatus: StatisticsStatus }, SetStatisticsStatusError>
  > => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const seller = await findReachableSeller(deps.statistics, caller, sellerId);
      if (!seller) return notFound();
      const decided = changeStatisticsStatus(seller.statisticsStatus, wanted, deciderOf(caller));
      if (!decided.ok) return decided;
      const { status, changed } = decided.value;
      if (
        !changed ||
        (await deps.statistics.setStatisticsStatus(
          seller.id,
          seller.statisticsStatus,
          status,
          deps.clock.now(),
        ))
      ) {
        return ok({ id: seller.id, statisticsStatus: status });
      }
    }
    return err({ code: 'STATISTICS.CHANGED' });
  };
