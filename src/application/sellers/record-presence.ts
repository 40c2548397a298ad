import type { Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import {
  notFound,
  reachesSeller,
  type SellerDeps,
  type SellerNotFound,
  type SellerView,
} from './seller-view.ts';
import { makeGetSeller } from './get-seller.ts';

export type PresenceInput = { caller: Caller; sellerId: string; address: string | null };

/**
 * `POST /api/sellers/{id}/presence`: the seller app's heartbeat (docs/spec/decisions.md section 4). It keeps
 * the advisor signed in for matching for 2 minutes, and counts as "last connection" when it comes
 * from the dealership's network.
 */
export const makeRecordPresence =
  (deps: SellerDeps) =>
  async (input: PresenceInput): Promise<Result<SellerView, SellerNotFound>> => {
    const seller = await deps.sellers.find(input.sellerId);
    if (!seller || !reachesSeller(input.caller, seller)) return notFound();
    await deps.sellers.recordHeartbeat(seller.id, input.address, deps.clock.now());
    return makeGetSeller(deps)(input.caller, seller.id);
  };
