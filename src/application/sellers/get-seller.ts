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
    const now = deps.clock.now();
    const seller = await deps.sellers.findWithAvailability(sellerId, now);
    if (!seller || !reachesSeller(caller, seller)) return notFound();
    return ok(viewOf(seller, now));
  };
