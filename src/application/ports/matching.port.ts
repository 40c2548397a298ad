import type { Language } from '#domain/locale/language.ts';
import type { MatchSeller, YearMonth } from '#domain/matching/index.ts';
import type { DescriptorKey, FactorVector } from '#domain/psychometrics/index.ts';

/** A walk-in client as matching reads them. */
export type ClientToMatch = {
  id: string;
  concessionId: string;
  language: Language;
  /** Seller qualities chosen in the kiosk questionnaire (descriptor keys, at most 3). */
  wantedQualities: readonly DescriptorKey[];
  hobbies: readonly string[];
  /** Null until the client's personality test is scored. */
  z: FactorVector | null;
};

/** An available advisor with what the seller card shows. */
export type AvailableSeller = MatchSeller & {
  firstName: string | null;
  lastName: string | null;
  picturePath: string | null;
  carSellerStarted: YearMonth;
  concessionSellerStarted: YearMonth;
};

/** A client with what ranking them needs: the advisors available now and the norms' weights. */
export type ClientToRank = {
  client: ClientToMatch;
  /** The advisors of the client's dealership who can take a client now (`availableSellerIds`). */
  sellers: AvailableSeller[];
  /** The latest norms' factor weights (equal weights before any norms). */
  weights: FactorVector;
};

export type MatchingStore = {
  /**
   * A live (not deleted) client record with the advisors available now in its dealership and the
   * latest norms' weights, or null: what a ranking needs, in one query
   * (docs/decisions/035-performance-budget.md, docs/decisions/115-one-read-for-a-ranking.md).
   */
  findClientToRank: (clientId: string, now: Date) => Promise<ClientToRank | null>;
  /**
   * The ids of the advisors of these dealerships who can take a client now (one query) (docs/spec/decisions.md section 4): an advisor
   * licence, a completed test, a heartbeat younger than two minutes (from the dealership's network
   * when it configured one), and no sale in progress whose hold has not expired.
   */
  availableSellerIds: (concessionIds: readonly string[], now: Date) => Promise<ReadonlySet<string>>;
};
