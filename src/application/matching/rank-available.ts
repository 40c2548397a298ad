import { rankAdvisors, type RankedAdvisor } from '#domain/matching/index.ts';
import { EQUAL_WEIGHTS, type FactorVector } from '#domain/psychometrics/index.ts';
import type {
  AvailableAdvisor,
  ClientToMatch,
  MatchingStore,
} from '#application/ports/matching.port.ts';
import type { LambdaStore } from '#application/ports/psychometrics.port.ts';

export type RankAvailableDeps = {
  matching: Pick<MatchingStore, 'findAvailableAdvisors'>;
  lambdas: Pick<LambdaStore, 'latest'>;
};

/**
 * The advisors available now in the client's dealership, best match first (psychometrics.md
 * section 5), weighted by the latest norms: what the kiosk's choice and the matches call both read.
 */
export const rankAvailableAdvisors = async (
  deps: RankAvailableDeps,
  client: ClientToMatch & { z: FactorVector },
  now: Date,
): Promise<readonly RankedAdvisor<AvailableAdvisor>[]> => {
  // One query at a time: the embedded database interleaves parallel statements (decision 017).
  const advisors = await deps.matching.findAvailableAdvisors(client.concessionId, now);
  const lambda = await deps.lambdas.latest();
  return rankAdvisors({
    client: {
      z: client.z,
      language: client.language,
      wantedQualities: client.wantedQualities,
      hobbies: client.hobbies,
    },
    advisors,
    weights: lambda?.lambda.weights ?? EQUAL_WEIGHTS,
  });
};
