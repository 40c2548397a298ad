import { pickRoundRobin } from '#domain/matching/rank-sellers.ts';
import type { MatchSeller, RankedSeller } from '#domain/matching/rank-sellers.ts';
import type { SellerChoiceMode } from './statuses.ts';

/** The kiosk shows this many advisors side by side in `clientChoosesBetweenTwo`. */
const SELLERS_OFFERED = 2;

export type ChoiceDecision<A extends MatchSeller = MatchSeller> =
  /** The client picks among these (best first); one when only one is available. */
  | { readonly kind: 'offer'; readonly sellers: readonly RankedSeller<A>[] }
  /** The dealership's mode picks the advisor; the client is sent to them. */
  | {
      readonly kind: 'assign';
      readonly mode: 'bestMatch' | 'roundRobin';
      readonly seller: RankedSeller<A>;
    }
  /** The client waits for the next free advisor. */
  | { readonly kind: 'waitingRoom'; readonly reason: 'advisorPicks' | 'noSellerAvailable' };

/**
 * What the kiosk does once the questionnaire is done (docs/spec/decisions.md section 5), given the ranking of
 * the advisors available right now (rankAdvisors: best first).
 */
export const decideChoice = <A extends MatchSeller>(
  mode: SellerChoiceMode,
  ranked: readonly RankedSeller<A>[],
): ChoiceDecision<A> => {
  if (mode === 'advisorPicks') return { kind: 'waitingRoom', reason: 'advisorPicks' };
  const best = ranked[0];
  if (best === undefined) return { kind: 'waitingRoom', reason: 'noSellerAvailable' };
  switch (mode) {
    case 'clientChoosesBetweenTwo':
      return { kind: 'offer', sellers: ranked.slice(0, SELLERS_OFFERED) };
    case 'bestMatch':
      return { kind: 'assign', mode, seller: best };
    case 'roundRobin': {
      const next = pickRoundRobin(ranked.map((entry) => entry.seller));
      const entry = ranked.find((candidate) => candidate.seller === next) ?? best;
      return { kind: 'assign', mode, seller: entry };
    }
  }
};

/**
 * How a chosen advisor is recorded: the mode itself when the client took what the mode offered,
 * `manual` when they picked someone else from the full list. In `advisorPicks` the advisor who
 * takes the buyer on the tablet is the mode's pick (the use case checked they are available).
 */
export const selectionModeFor = <A extends MatchSeller>(
  decision: ChoiceDecision<A>,
  mode: SellerChoiceMode,
  chosenId: string,
): SellerChoiceMode | 'manual' => {
  switch (decision.kind) {
    case 'offer':
      return decision.sellers.some((entry) => entry.seller.id === chosenId) ? mode : 'manual';
    case 'assign':
      return decision.seller.seller.id === chosenId ? mode : 'manual';
    case 'waitingRoom':
      return decision.reason === 'advisorPicks' ? mode : 'manual';
  }
};
