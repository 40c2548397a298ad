import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  changeStatisticsStatus,
  type StatisticsStatus,
  type StatisticsStatusError,
} from '#domain/statistics/access.ts';
import type { Caller } from '#application/client-flow/common.ts';
import {
  deciderOf,
  findReachableSeller,
  notFound,
  type SellerNotFound,
  type StatisticsChanged,
  type StatisticsDeps,
} from './reachable-seller.ts';

const ATTEMPTS = 3;

export type SetStatisticsStatusError = SellerNotFound | StatisticsStatusError | StatisticsChanged;

/**
 * `PUT /api/sellers/{id}/statistics-status`: the advisor asks (not granted -> requested), a manager
 * grants, refuses or takes back (docs/spec/product-spec.md section 4). The write is conditional on the status the
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
