import { reaches } from '#domain/access/policy.ts';
import { err } from '#domain/shared/result.ts';
import type { StatisticsDecider, StatisticsStatus } from '#domain/statistics/access.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { StatisticsStore } from '#application/ports/statistics.port.ts';

export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
/** An advisor whose access is not granted (yet): the page shows the request step instead. */
export type StatisticsNotGranted = { code: 'STATISTICS.NOT_GRANTED'; status: StatisticsStatus };
export type StatisticsChanged = { code: 'STATISTICS.CHANGED' };

export const notFound = () => err({ code: 'SELLER.NOT_FOUND' } as const);

/** The advisor decides only for themself; everyone else the policy lets in manages. */
export const deciderOf = (caller: Caller): StatisticsDecider =>
  caller.actor.role === 'seller' ? 'seller' : 'manager';

/** Another dealership's advisor is answered like a missing one (docs/spec/decisions.md section 2). */
export const findReachableSeller = async (
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

export type StatisticsDeps = { statistics: StatisticsStore; clock: Clock };
