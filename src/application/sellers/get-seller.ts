import { ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import {
  notFound,
  reachesSeller,
  viewOf,
  type SellerDeps,
  type SellerNotFound,
  type SellerView,
} from './seller-view.ts';

/** `GET /api/sellers/{id}`. */
export const makeGetSeller =
  (deps: SellerDeps) =>
  async (caller: Caller, sellerId: string): Promise<Result<SellerView, SellerNotFound>> => {
    const seller = await deps.sellers.find(sellerId);
    if (!seller || !reachesSeller(caller, seller)) return notFound();
    const now = deps.clock.now();
    return ok(
      viewOf(
        seller,
        (await deps.matching.availableSellerIds([seller.concessionId], now)).has(seller.id),
        now,
      ),
    );
  };
