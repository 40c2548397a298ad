import {
  remainingOf,
  type FormId,
  type FormNorms,
  type Lambda,
} from '#domain/psychometrics/index.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type {
  LambdaStore,
  Recalculation,
  RecalculationStore,
  StoredLambda,
} from '#application/ports/psychometrics.port.ts';

/** Tests re-scored per transaction: small enough to keep each commit short, large enough to be fast. */
export const RECALCULATION_BATCH_SIZE = 1000;

export type LambdaPorts = {
  lambdas: LambdaStore;
  recalculations: RecalculationStore;
  jobs: JobQueue;
};

export type RecalculationView = {
  id: string;
  status: Recalculation['status'];
  lambdaVersion: number;
  total: number;
  processed: number;
  remaining: number;
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
};

export type LambdaView = {
  version: number;
  createdAt: Date;
  norms: { [F in FormId]: FormNorms };
  weights: Lambda['weights'];
};

export type LambdaStatus = { lambda: LambdaView | null; recalculation: RecalculationView | null };

export const recalculationView = (run: Recalculation): RecalculationView => ({
  id: run.id,
  status: run.status,
  lambdaVersion: run.lambdaVersion,
  total: run.total,
  processed: run.processed,
  remaining: remainingOf(run),
  startedAt: run.startedAt,
  finishedAt: run.finishedAt,
  error: run.error,
});

export const lambdaView = (stored: StoredLambda): LambdaView => ({
  version: stored.lambda.version,
  createdAt: stored.createdAt,
  norms: stored.lambda.norms,
  weights: stored.lambda.weights,
});

/** One pending job at a time; a retry after a crash picks the run up from its cursor. */
export const RECALCULATION_JOB = { jobKey: 'recalculate-lambda', maxAttempts: 5 } as const;
