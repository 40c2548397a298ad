import { rankAdvisors, type RankedAdvisor } from '#domain/matching/index.ts';
import type { FactorVector } from '#domain/psychometrics/index.ts';
import type {
  AvailableAdvisor,
  ClientToMatch,
  MatchingStore,
} from '#application/ports/matching.port.ts';

export type RankAvailableDeps = { matching: Pick<MatchingStore, 'findAdvisorsToRank'> };

/**
 * The advisors available now in the client's dealership, best match first (psychometrics.md
 * section 5), weighted by the latest norms: what the kiosk's choice and the matches call both read.
 */
export const rankAvailableAdvisors = async (
  deps: RankAvailableDeps,
  client: ClientToMatch & { z: FactorVector },
  now: Date,
): Promise<readonly RankedAdvisor<AvailableAdvisor>[]> => {
  const { advisors, weights } = await deps.matching.findAdvisorsToRank(client.concessionId, now);
  return rankAdvisors({
    client: {
      z: client.z,
      language: client.language,
      wantedQualities: client.wantedQualities,
      hobbies: client.hobbies,
    },
    advisors,
    weights,
  });
};
