import { pickRoundRobin } from '#domain/matching/rank-advisors.ts';
import type { MatchAdvisor, RankedAdvisor } from '#domain/matching/rank-advisors.ts';
import type { SellerChoiceMode } from './statuses.ts';

/** The kiosk shows this many advisors side by side in `clientChoosesBetweenTwo`. */
const ADVISORS_OFFERED = 2;

export type ChoiceDecision<A extends MatchAdvisor = MatchAdvisor> =
  /** The client picks among these (best first); one when only one is available. */
  | { readonly kind: 'offer'; readonly advisors: readonly RankedAdvisor<A>[] }
  /** The dealership's mode picks the advisor; the client is sent to them. */
  | {
      readonly kind: 'assign';
      readonly mode: 'bestMatch' | 'roundRobin';
      readonly advisor: RankedAdvisor<A>;
    }
  /** The client waits for the next free advisor. */
  | { readonly kind: 'waitingRoom'; readonly reason: 'advisorPicks' | 'noAdvisorAvailable' };

/**
 * What the kiosk does once the questionnaire is done (decisions.md section 5), given the ranking of
 * the advisors available right now (rankAdvisors: best first).
 */
export const decideChoice = <A extends MatchAdvisor>(
  mode: SellerChoiceMode,
  ranked: readonly RankedAdvisor<A>[],
): ChoiceDecision<A> => {
  if (mode === 'advisorPicks') return { kind: 'waitingRoom', reason: 'advisorPicks' };
  const best = ranked[0];
  if (best === undefined) return { kind: 'waitingRoom', reason: 'noAdvisorAvailable' };
  switch (mode) {
    case 'clientChoosesBetweenTwo':
      return { kind: 'offer', advisors: ranked.slice(0, ADVISORS_OFFERED) };
    case 'bestMatch':
      return { kind: 'assign', mode, advisor: best };
    case 'roundRobin': {
      const next = pickRoundRobin(ranked.map((entry) => entry.advisor));
      const entry = ranked.find((candidate) => candidate.advisor === next) ?? best;
      return { kind: 'assign', mode, advisor: entry };
    }
  }
};

/**
 * How a chosen advisor is recorded: the mode itself when the client took what the mode offered,
 * `manual` when they picked someone else from the full list.
 */
export const selectionModeFor = <A extends MatchAdvisor>(
  decision: ChoiceDecision<A>,
  mode: SellerChoiceMode,
  chosenId: string,
): SellerChoiceMode | 'manual' => {
  switch (decision.kind) {
    case 'offer':
      return decision.advisors.some((entry) => entry.advisor.id === chosenId) ? mode : 'manual';
    case 'assign':
      return decision.advisor.advisor.id === chosenId ? mode : 'manual';
    case 'waitingRoom':
      return 'manual';
  }
};
