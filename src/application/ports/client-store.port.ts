import type { Role } from '#domain/access/roles.ts';
import type {
  ClientPatch,
  ClientStatus,
  RelationshipOutcome,
  SelectionMode,
  StatusChange,
  VisitPurpose,
} from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import type { MatchReasons } from '#domain/matching/index.ts';
import type { AnswerSheet, TestScore } from '#domain/psychometrics/index.ts';

/** What the end-relationship dialog records (docs/spec/product-spec.md section 2, client record page). */
export type ClientFeedback = {
  outcome: RelationshipOutcome;
  /** docs/spec/product-spec.md: "whether it ended in a sale". */
  sale: boolean;
  modelsViewed: readonly string[];
  modelsSold: readonly string[];
  comment: string;
};

export type PersonRef = { id: string; firstName: string | null; lastName: string | null };

/** A walk-in client as a list shows it: all but the answers (docs/decisions/124). */
export type ListedClient = Omit<ClientRecord, 'questionnaire' | 'draft' | 'personality'>;

/** A walk-in client as the flow reads it (deleted records are never returned). */
export type ClientRecord = {
  id: string;
  concessionId: string;
  status: ClientStatus | null;
  sellerId: string | null;
  seller: PersonRef | null;
  language: Language;
  sequence: VisitPurpose;
  firstName: string | null;
  lastName: string | null;
  /** The buyer's phone (10 digits), kept only with their consent to be contacted at it. */
  phone: string | null;
  /** When the buyer agreed to be contacted at `phone`. */
  contactConsentAt: Date | null;
  /** Answers as stored; written only through validateQuestionnaire. */
  questionnaire: Record<string, unknown>;
  /** Answers of the part being answered, kept as typed (decision 024); not checked. */
  draft: Record<string, unknown>;
  /** The account that started the visit: the kiosk, or an advisor on their own device. */
  createdBy: string | null;
  /** The kiosk personality part, as stored so far. */
  personality: { answers: AnswerSheet; completed: boolean };
  feedback: ClientFeedback | null;
  selectionMode: SelectionMode | null;
  matchScore: number | null;
  createdAt: Date;
  questionnaireCompletedAt: Date | null;
  sellerAssignedAt: Date | null;
  acceptedAt: Date | null;
  holdExpiresAt: Date | null;
  resumedAt: Date | null;
  beBackAt: Date | null;
  closedAt: Date | null;
  archivedAt: Date | null;
  /** Cars of the catalogue by how the client relates to them. */
  cars: { interested: readonly string[]; viewed: readonly string[]; sold: readonly string[] };
};

/** Who made a change: a user, or the scheduler (archiving). */
export type ChangeActor = { userId: string | null; role: Role | 'system' };

/** What one end-relationship dialog recorded, the cars named (docs/decisions/058). */
export type VisitEnding = {
  outcome: RelationshipOutcome;
  modelsViewed: readonly { id: string; name: string }[];
  modelsSold: readonly { id: string; name: string }[];
  comment: string;
};

export type ClientHistoryEntry = {
  from: ClientStatus | null;
  to: ClientStatus;
  at: Date;
  actor: { userId: string | null; role: Role | 'system'; name: string | null };
  seller: PersonRef | null;
  reason: string | null;
  /** The visit's ending, on the change its end-relationship dialog made. */
  ending: VisitEnding | null;
};

export type ClientListFilter = {
  /** null: every dealership (platform administrator). */
  concessionIds: readonly string[] | null;
  statuses?: readonly ClientStatus[];
  /** Clients with any relation (interested, viewed, sold) to one of these cars. */
  carIds?: readonly string[];
  /** Advisors in charge; `null` in the list stands for "no advisor yet". */
  sellerIds?: readonly (string | null)[];
  limit: number;
  offset: number;
};

/** The pairing details kept with a client for later comparisons (statistics by score). */
export type Pairing = {
  selectionMode: SelectionMode;
  matchScore: number | null;
  matchReasons: MatchReasons | null;
};

export type ApplyTransitionInput = {
  clientId: string;
  concessionId: string;
  /** The state the transition was computed from: the write happens only if it still holds. */
  expected: { status: ClientStatus | null; sellerId: string | null };
  patch: ClientPatch;
  change: StatusChange | null;
  actor: ChangeActor;
  at: Date;
  pairing?: Pairing;
  feedback?: ClientFeedback;
  reason?: string;
  /** A finished questionnaire's answers, written by the same statement (docs/decisions/151). */
  answers?: Omit<AnswersWrite, 'modelsOfInterest'>;
  /** The personality part scored, written by the same statement when the transition is. */
  personality?: { answers: AnswerSheet; score: { value: TestScore; lambdaId: string } };
  /** Written only if the client's row is still at this version (docs/decisions/152). */
  ifVersion?: string;
};

/**
 * Thrown by `applyTransition` when the advisor already has a sale in progress: the unique index
 * that allows one `withAdvisor` client per advisor refused the write (a race the use case's own
 * check could not see). The transaction is lost; the use case answers SELLER.SALE_IN_PROGRESS.
 */
export class SaleInProgressConflict extends Error {
  override name = 'SaleInProgressConflict';
}

/** What a questionnaire save writes: the answers, and what else changed. */
export type AnswersWrite = {
  questionnaire: Record<string, unknown>;
  /** Omitted, the stored one stays. */
  language?: Language;
  /** Omitted, the stored one stays. */
  sequence?: VisitPurpose;
  /** The draft of the part being answered, when it changed; omitted, the stored one stays. */
  draft?: Readonly<Record<string, unknown>>;
  /** The models of interest when they changed; omitted, the stored ones stay. */
  modelsOfInterest?: readonly string[];
};

/**
 * A client with its row's version: what a write `ifVersion` compares (docs/decisions/145). Every
 * write of its answers, draft, visit, cars or personality part rewrites the row (a personality
 * part is written only with its client's row), so the version moves with each.
 */
export type VersionedClient = { client: ClientRecord; version: string };

export type ClientStore = {
  /** A new client, with its row's version. */
  create: (input: {
    concessionId: string;
    language: Language;
    sequence: VisitPurpose;
    createdBy: string;
    at: Date;
  }) => Promise<VersionedClient>;
  /** A live client; `forUpdate` locks the row until the transaction ends. */
  find: (clientId: string, options?: { forUpdate: boolean }) => Promise<ClientRecord | null>;
  /**
   * A live client, unlocked, with its row's version. It may be the version this process wrote last
   * rather than a new read (docs/decisions/152): a write over it holds only if no one wrote since.
   */
  findVersioned: (clientId: string) => Promise<VersionedClient | null>;
  list: (filter: ClientListFilter) => Promise<readonly ListedClient[]>;
  history: (clientId: string) => Promise<ClientHistoryEntry[]>;
  /**
   * Stores the answers (already validated and merged), and the visit's language and purpose when
   * they change: a save that leaves them as they were does not write them, so the lists' triggers
   * on those columns stay quiet (docs/decisions/144).
   */
  saveAnswers: (clientId: string, input: AnswersWrite, at: Date) => Promise<void>;
  /**
   * `saveAnswers` of the client's row alone (no models), in one statement, only if the row is still
   * at `version` (docs/decisions/145): the row's new version, or null when it changed since and
   * nothing was written. `written` is the client as the write leaves it (decision 152).
   */
  saveAnswersIfUnchanged: (
    written: ClientRecord,
    version: string,
    input: Omit<AnswersWrite, 'modelsOfInterest'>,
    at: Date,
  ) => Promise<string | null>;
  /** The buyer's first name and phone from the kiosk's last screen (consent given at `at`). */
  saveContact: (
    clientId: string,
    contact: { firstName: string | null; phone: string | null },
    at: Date,
  ) => Promise<void>;
  /** Replaces the draft of the part being answered (already bounded by mergeDraft). */
  saveDraft: (
    clientId: string,
    draft: Readonly<Record<string, unknown>>,
    at: Date,
  ) => Promise<void>;
  savePersonalityDraft: (clientId: string, answers: AnswerSheet, at: Date) => Promise<void>;
  /** Forgets the personality answers (the visit purpose changed after answering). */
  clearPersonality: (clientId: string) => Promise<void>;
  /**
   * Writes a transition and its history row, only if the client is still in `expected` (a single
   * conditional UPDATE): null when someone changed it first, else the advisor in charge as written
   * (what the caller cannot know of the result, docs/decisions/125). Throws SaleInProgressConflict.
   */
  applyTransition: (input: ApplyTransitionInput) => Promise<{ seller: PersonRef | null } | null>;
  /** The advisor's `withAdvisor` client, if any (one at most: unique index). */
  currentSaleOf: (sellerId: string) => Promise<{ clientId: string; holdExpiresAt: Date } | null>;
  /** Round robin reads when each advisor was last given a client. */
  recordAssignment: (sellerId: string, at: Date) => Promise<void>;
  /** Be-back clients whose concession's archive delay has passed. */
  dueForArchive: (now: Date, limit: number) => Promise<ClientRecord[]>;
  /** Sales whose hold is over and whose advisor was not told yet. */
  expiredHoldsToNotify: (now: Date, limit: number) => Promise<ClientRecord[]>;
  /**
   * Records that the advisor was told about this expiry; false when it was already recorded or
   * the hold moved meanwhile (resumed), so a notice is sent once per expiry.
   */
  markHoldExpiryNotified: (clientId: string, holdExpiresAt: Date, at: Date) => Promise<boolean>;
};
