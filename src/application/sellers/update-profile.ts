import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  validateSellerProfile,
  type ProfileInvalid,
  type SellerProfileDraft,
} from '#domain/sellers/profile.ts';
import type { Caller } from '#application/client-flow/common.ts';
import { makeGetSeller } from './get-seller.ts';
import type { SellerDeps, SellerNotFound, SellerView } from './seller-view.ts';

export type UpdateSellerProfileInput = SellerProfileDraft & {
  caller: Caller;
  sellerId: string;
  /**
   * docs/spec/product-spec.md section 7 sends it with the profile. The signature itself is recorded only by
   * PUT /api/users/{id}/contract (which keeps the version signed), so here it must match the
   * account: nobody signs for the advisor, and a signature is not withdrawn (decision 021).
   */
  signedContract?: boolean | undefined;
};

export type UpdateSellerProfileError =
  | SellerNotFound
  | ProfileInvalid
  | { code: 'SELLER.CONTRACT_NOT_SIGNED' }
  | { code: 'SELLER.CONTRACT_WITHDRAWAL' };

/**
 * PUT /api/sellers/{id}/profile and the profile form of /seller/me: 3 hobbies and the two experience
 * start dates, all checked by the domain against `now` before anything is written. Another
 * tenant's advisor is not found (docs/spec/decisions.md section 2), whatever the body says.
 */
export const makeUpdateSellerProfile =
  (deps: SellerDeps) =>
  async (
    input: UpdateSellerProfileInput,
  ): Promise<Result<SellerView, UpdateSellerProfileError>> => {
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
    const profile = validateSellerProfile(input, deps.clock.now());
    if (!profile.ok) return profile;
    if (input.signedContract === true && !seller.signedContract) {
      return err({ code: 'SELLER.CONTRACT_NOT_SIGNED' });
    }
    if (input.signedContract === false && seller.signedContract) {
      return err({ code: 'SELLER.CONTRACT_WITHDRAWAL' });
    }
    await deps.sellers.updateProfile(seller.id, profile.value);
    const updated = await makeGetSeller(deps)(input.caller, seller.id);
    // The advisor was found and reached a moment ago: losing them now is a race with a deletion.
    if (!updated.ok) throw new Error(`seller ${seller.id} vanished during the request`);
    return ok(updated.value);
  };
