import { ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { StatisticsSeller } from '#application/ports/statistics.port.ts';
import {
  findReachableSeller,
  notFound,
  type SellerNotFound,
  type StatisticsDeps,
} from './reachable-seller.ts';

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
