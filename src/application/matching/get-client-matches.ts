import { reaches } from '#domain/access/policy.ts';
import { completedYearsSince, type MatchReasons } from '#domain/matching/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { MatchingStore } from '#application/ports/matching.port.ts';
import type { Access } from '#application/psychometrics/profile-view.ts';
import { rankAvailableSellers } from './rank-available.ts';

export type SellerMatch = {
  seller: {
    id: string;
    name: string;
    picturePath: string | null;
    yearsOfExperience: number | null;
    yearsInDealership: number | null;
    hobbies: readonly string[];
  };
  /** 0..100 (psychometrics docs/spec/product-spec.md section 5). */
  score: number;
  speaksClientLanguage: boolean;
  reasons: MatchReasons;
};

export type GetClientMatchesError =
  | { code: 'NOT_FOUND' }
  /** Matching compares personalities: without the client's scored test there is nothing to rank. */
  | { code: 'CLIENT.PROFILE_MISSING' };

/**
 * `GET /api/clients/{id}/matches`: every available advisor of the client's dealership, best match
 * first, with the reasons the kiosk shows ("why this advisor").
 */
export const makeGetClientMatches =
  (deps: { matching: MatchingStore; clock: Clock }) =>
  async (
    clientId: string,
    access: Access,
  ): Promise<Result<readonly SellerMatch[], GetClientMatchesError>> => {
    const now = deps.clock.now();
    const found = await deps.matching.findClientToRank(clientId, now);
    if (!found || !reaches(access.actor, access.scope, { concessionId: found.client.concessionId }))
      return err({ code: 'NOT_FOUND' as const });
    if (!found.client.z) return err({ code: 'CLIENT.PROFILE_MISSING' as const });
    const ranking = rankAvailableSellers(found, found.client.z);
    return ok(
      ranking.map(({ seller, score, speaksClientLanguage, reasons }) => ({
        seller: {
          id: seller.id,
          name: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
          picturePath: seller.picturePath,
          yearsOfExperience: completedYearsSince(seller.carSellerStarted, now),
          yearsInDealership: completedYearsSince(seller.concessionSellerStarted, now),
          hobbies: seller.hobbies,
        },
        score,
        speaksClientLanguage,
        reasons,
      })),
    );
  };

export type GetClientMatches = ReturnType<typeof makeGetClientMatches>;
