import { concessionFilter } from '#domain/access/policy.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import {
  notFound,
  viewOf,
  type SellerDeps,
  type SellerNotFound,
  type SellerView,
} from './seller-view.ts';

export type ListSellersInput = {
  caller: Caller;
  /** Every advisor; without it, only those available now (the kiosk's manual selection). */
  all: boolean;
  concession?: string;
  ids?: readonly string[];
};

/** `GET /api/sellers`: advisors of the dealerships within reach (an advisor sees only themself). */
export const makeListSellers =
  (deps: SellerDeps) =>
  async (input: ListSellersInput): Promise<Result<SellerView[], SellerNotFound>> => {
    const { caller } = input;
    const reachable = concessionFilter(caller.actor, caller.scope);
    let concessionIds = reachable;
    if (input.concession !== undefined) {
      if (reachable !== null && !reachable.includes(input.concession)) return notFound();
      concessionIds = [input.concession];
    }
    const ids =
      caller.scope === 'self'
        ? (input.ids ?? [caller.actor.userId]).filter((id) => id === caller.actor.userId)
        : input.ids;
    const now = deps.clock.now();
    const sellers = await deps.sellers.list({ concessionIds, ids }, now);
    return ok(
      sellers
        .map((seller) => viewOf(seller, now))
        .filter((seller) => input.all || seller.available),
    );
  };
