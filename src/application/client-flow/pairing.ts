import {
  decideChoice,
  type ChoiceDecision,
  type SellerChoiceMode,
} from '#domain/client-flow/index.ts';
import type { RankedSeller } from '#domain/matching/index.ts';
import { rankAvailableSellers } from '#application/matching/rank-available.ts';
import type { Pairing } from '#application/ports/client-store.port.ts';
import type { ConcessionSettingsStore } from '#application/ports/concession-settings.port.ts';
import type { AvailableSeller, MatchingStore } from '#application/ports/matching.port.ts';

export type PairingDeps = {
  matching: MatchingStore;
  settings: Pick<ConcessionSettingsStore, 'find'>;
};

export type RankedAvailable = RankedSeller<AvailableSeller>;

/** What the kiosk does next for a client, and the ranking it was decided from. */
export type PairingPlan = {
  mode: SellerChoiceMode;
  /** Every available advisor, best match first (the manual selection lists them all). */
  ranking: readonly RankedAvailable[];
  decision: ChoiceDecision<AvailableSeller>;
};

/**
 * The available advisors ranked for a client (docs/spec/psychometrics.md section 5) and what the
 * dealership's choice mode makes of them (docs/spec/decisions.md section 5). Null when the client has no
 * scored personality test yet (the questionnaire is not finished).
 */
export const planPairing = async (
  deps: PairingDeps,
  client: { id: string; concessionId: string },
  now: Date,
): Promise<PairingPlan | null> => {
  const found = await deps.matching.findClientToRank(client.id, now);
  const settings = await deps.settings.find(client.concessionId);
  if (!found?.client.z || !settings) return null;
  const ranking = rankAvailableSellers(found, found.client.z);
  const mode = settings.sellerChoiceMode;
  return { mode, ranking, decision: decideChoice(mode, ranking) };
};

/** The score and reasons kept with a pairing, so statistics can compare outcomes by score. */
export const pairingOf = (
  entry: RankedAvailable | undefined,
  selectionMode: Pairing['selectionMode'],
): Pairing => ({
  selectionMode,
  matchScore: entry?.score ?? null,
  matchReasons: entry?.reasons ?? null,
});
