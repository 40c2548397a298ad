import { rankSellers, type RankedSeller } from '#domain/matching/index.ts';
import type { FactorVector } from '#domain/psychometrics/index.ts';
import type {
  AvailableSeller,
  ClientToMatch,
  MatchingStore,
} from '#application/ports/matching.port.ts';

export type RankAvailableDeps = { matching: Pick<MatchingStore, 'findSellersToRank'> };

/**
 * The advisors available now in the client's dealership, best match first (docs/spec/psychometrics.md
 * section 5), weighted by the latest norms: what the kiosk's choice and the matches call both read.
 */
export const rankAvailableSellers = async (
  deps: RankAvailableDeps,
  client: ClientToMatch & { z: FactorVector },
  now: Date,
): Promise<readonly RankedSeller<AvailableSeller>[]> => {
  const { sellers, weights } = await deps.matching.findSellersToRank(client.concessionId, now);
  return rankSellers({
    client: {
      z: client.z,
      language: client.language,
      wantedQualities: client.wantedQualities,
      hobbies: client.hobbies,
    },
    sellers,
    weights,
  });
};
