import type {
  AnswerSheet,
  FactorVector,
  FormId,
  Lambda,
  RecalculationProgress,
  TestScore,
} from '#domain/psychometrics/index.ts';

/** A personality test as stored: the answers so far, and the scores once completed. */
export type StoredTest = {
  form: FormId;
  answers: AnswerSheet;
  completedAt: Date | null;
  /** Null until completed; `lambdaVersion` names the norms that produced it. */
  score: TestScore | null;
};

/** A lambda version as stored: `id` is what scores and recalculations reference. */
export type StoredLambda = { id: string; lambda: Lambda; createdAt: Date };

export type ScoredRaw = { id: string; form: FormId; raw: FactorVector };

/** The personality tests of users (40 items) and walk-in clients (16 items). */
export type PsychometricTestStore = {
  /** The user's dealership (null for platform accounts), or null when there is no such live user. */
  findUser: (userId: string) => Promise<{ concessionId: string | null } | null>;
  /**
   * The user's test. `forUpdate` locks it until the transaction ends, so two tabs saving at once
   * merge one after the other instead of the second overwriting the first's answers.
   */
  findUserTest: (userId: string, options?: { forUpdate: boolean }) => Promise<StoredTest | null>;
  saveUserDraft: (userId: string, form: FormId, answers: AnswerSheet, at: Date) => Promise<void>;
  saveUserScore: (
    userId: string,
    form: FormId,
    answers: AnswerSheet,
    score: { value: TestScore; lambdaId: string },
    at: Date,
  ) => Promise<void>;
  /** True when there was a test to remove. */
  deleteUserTest: (userId: string) => Promise<boolean>;
  /** A live (not deleted) client record's dealership and test, or null. */
  findClient: (
    clientId: string,
  ) => Promise<{ concessionId: string; test: StoredTest | null } | null>;
};

/** The versions of the norms ("lambda"), immutable once written. */
export type LambdaStore = {
  latest: () => Promise<StoredLambda | null>;
  byId: (id: string) => Promise<StoredLambda | null>;
  /** Writes a new version (its number must be free: callers hold the start lock). */
  create: (lambda: Lambda, createdBy: string | null, at: Date) => Promise<StoredLambda>;
  /**
   * Writes `lambda` as the very first version unless one exists by now (two first scorings at once
   * both end up on the same row), and returns the latest version.
   */
  createFirst: (lambda: Lambda, at: Date) => Promise<StoredLambda>;
};

export type RecalculationStatus = 'running' | 'completed' | 'failed';

export type Recalculation = RecalculationProgress & {
  id: string;
  status: RecalculationStatus;
  lambdaId: string;
  lambdaVersion: number;
  error: string | null;
  startedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
};

/** Background re-scoring runs; at most one is running at any time. */
export type RecalculationStore = {
  /** Serializes starts until the transaction ends: two admins clicking at once get one run. */
  lockStarts: () => Promise<void>;
  running: () => Promise<Recalculation | null>;
  /** The most recent run, whatever its status. */
  latest: () => Promise<Recalculation | null>;
  /** 'alreadyRunning' when another run holds the one-running slot (the schema's unique index). */
  create: (input: {
    lambdaId: string;
    total: number;
    startedBy: string | null;
    at: Date;
  }) => Promise<Recalculation | 'alreadyRunning'>;
  /** Reads a run and locks it until the transaction ends, so batches of two runners never overlap. */
  lock: (id: string) => Promise<Recalculation | null>;
  saveProgress: (id: string, progress: RecalculationProgress, at: Date) => Promise<void>;
  complete: (id: string, progress: RecalculationProgress, at: Date) => Promise<void>;
  fail: (id: string, error: string, at: Date) => Promise<void>;
  /** The raw scores of every scored test, by form: what new norms are computed from. */
  scoredRawScores: () => Promise<{ [F in FormId]: FactorVector[] }>;
  /** The next scored tests after `afterId` in id order (keyset pagination). */
  nextScored: (afterId: string | null, limit: number) => Promise<ScoredRaw[]>;
  rescore: (
    scores: readonly { id: string; score: TestScore }[],
    lambdaId: string,
    at: Date,
  ) => Promise<void>;
};
