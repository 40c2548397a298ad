import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import { makeGetSeller } from './get-seller.ts';
import type { SellerDeps, SellerNotFound, SellerView } from './seller-view.ts';

/**
 * PUT /api/sellers/{id}/show-end-questionnaire: whether the advisor is held on their current
 * client's end questionnaire (docs/spec/product-spec.md section 4). Only the advisor sets it (policy table).
 */
export const makeSetShowEndQuestionnaire =
  (deps: SellerDeps) =>
  async (input: {
    caller: Caller;
    sellerId: string;
    showEndQuestionnaire: boolean;
  }): Promise<Result<SellerView, SellerNotFound>> => {
    const seller = await deps.sellers.find(input.sellerId);
    if (
      !seller ||
      !reaches(input.caller.actor, input.caller.scope, {
        concessionId: seller.concessionId,
        userId: seller.id,
      })
    ) {
      return err({ code: 'SELLER.NOT_FOUND' });
    }
    await deps.sellers.setShowEndQuestionnaire(seller.id, input.showEndQuestionnaire);
    const updated = await makeGetSeller(deps)(input.caller, seller.id);
    if (!updated.ok) throw new Error(`seller ${seller.id} vanished during the request`);
    return ok(updated.value);
  };
