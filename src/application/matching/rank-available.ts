import { rankSellers, type RankedSeller } from '#domain/matching/index.ts';
import type { FactorVector } from '#domain/psychometrics/index.ts';
import type { AvailableSeller, ClientToRank } from '#application/ports/matching.port.ts';

/**
 * The advisors available now in the client's dealership, best match first (docs/spec/psychometrics.md
 * section 5), weighted by the latest norms: what the kiosk's choice and the matches call both read.
 */
export const rankAvailableSellers = (
  { client, sellers, weights }: ClientToRank,
  z: FactorVector,
): readonly RankedSeller<AvailableSeller>[] =>
  rankSellers({
    client: {
      z,
      language: client.language,
      wantedQualities: client.wantedQualities,
      hobbies: client.hobbies,
    },
    sellers,
    weights,
  });
