import {
  advanceRecalculation,
  buildLambda,
  EQUAL_WEIGHTS,
  FORM_IDS,
  remainingOf,
  scoreRaw,
  type FormId,
  type FormNorms,
  type Lambda,
} from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type {
  LambdaStore,
  Recalculation,
  RecalculationStore,
  StoredLambda,
} from '#application/ports/psychometrics.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

/** Tests re-scored per transaction: small enough to keep each commit short, large enough to be fast. */
const RECALCULATION_BATCH_SIZE = 1000;

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

const recalculationView = (run: Recalculation): RecalculationView => ({
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

const lambdaView = (stored: StoredLambda): LambdaView => ({
  version: stored.lambda.version,
  createdAt: stored.createdAt,
  norms: stored.lambda.norms,
  weights: stored.lambda.weights,
});

/** The current norms and the latest run: the recalculation screen and its live progress. */
export const makeGetLambdaStatus =
  (deps: {
    lambdas: Pick<LambdaStore, 'latest'>;
    recalculations: Pick<RecalculationStore, 'latest'>;
  }) =>
  async (): Promise<LambdaStatus> => {
    // One query after the other: the embedded database's socket can interleave the messages of
    // two connections' queries sent at once (docs/decisions/017).
    const lambda = await deps.lambdas.latest();
    const run = await deps.recalculations.latest();
    return {
      lambda: lambda ? lambdaView(lambda) : null,
      recalculation: run ? recalculationView(run) : null,
    };
  };

export type GetLambdaStatus = ReturnType<typeof makeGetLambdaStatus>;

export type StartRecalculationError = { code: 'LAMBDA.RECALCULATION_RUNNING' };

/**
 * Starts a recalculation (psychometrics spec section 3): new norms from every completed test, stored
 * as the next lambda version (new tests are scored with it from now on), then a background job that
 * re-scores every stored test. The version, the run and the job commit together: a run never exists
 * without its job, nor a job without its run.
 */
export const makeStartRecalculation =
  (deps: { inTransaction: UnitOfWork<LambdaPorts>; clock: Clock; logger: Logger }) =>
  (input: {
    startedBy: string | null;
  }): Promise<Result<RecalculationView, StartRecalculationError>> =>
    deps.inTransaction(async ({ lambdas, recalculations, jobs }) => {
      await recalculations.lockStarts();
      if (await recalculations.running())
        return err({ code: 'LAMBDA.RECALCULATION_RUNNING' as const });
      const now = deps.clock.now();
      const raw = await recalculations.scoredRawScores();
      const previous = await lambdas.latest();
      // Weights are not learnt from data (yet): a new version keeps the ones in use.
      const lambda = buildLambda(
        (previous?.lambda.version ?? 0) + 1,
        raw,
        previous?.lambda.weights ?? EQUAL_WEIGHTS,
      );
      const stored = await lambdas.create(lambda, input.startedBy, now);
      const total = FORM_IDS.reduce((sum, form) => sum + raw[form].length, 0);
      const run = await recalculations.create({
        lambdaId: stored.id,
        total,
        startedBy: input.startedBy,
        at: now,
      });
      if (run === 'alreadyRunning') return err({ code: 'LAMBDA.RECALCULATION_RUNNING' as const });
      await jobs.enqueue('recalculate-lambda', { recalculationId: run.id }, RECALCULATION_JOB);
      deps.logger.info('Lambda recalculation started', {
        recalculationId: run.id,
        version: lambda.version,
        total,
      });
      return ok(recalculationView(run));
    });

export type StartRecalculation = ReturnType<typeof makeStartRecalculation>;

/** One pending job at a time; a retry after a crash picks the run up from its cursor. */
const RECALCULATION_JOB = { jobKey: 'recalculate-lambda', maxAttempts: 5 } as const;

export type RunRecalculationInput = {
  recalculationId: string;
  batchSize?: number;
  /** Stop after this many batches (tests simulate a crash; a later run resumes from the cursor). */
  maxBatches?: number;
  /** The job's last attempt: a failure now marks the run failed, so a new one can be started. */
  finalAttempt?: boolean;
  onProgress?: (progress: RecalculationView) => void;
};

export type RunRecalculationPorts = Pick<LambdaPorts, 'lambdas' | 'recalculations'>;

/**
 * The `recalculate-lambda` job: re-scores the stored tests under the run's lambda version, one batch
 * per transaction. Each batch locks the run, reads the cursor, re-scores the next tests by id and
 * stores the new cursor in the same commit, so a crash loses at most the batch in flight and the next
 * attempt (or `npm run cli -- recalc`) continues where the last commit stopped. Two runners of the
 * same run take turns batch by batch. Returns the run as it was left.
 */
export const makeRunRecalculation =
  (deps: { inTransaction: UnitOfWork<RunRecalculationPorts>; clock: Clock; logger: Logger }) =>
  async (input: RunRecalculationInput): Promise<RecalculationView | null> => {
    const batchSize = input.batchSize ?? RECALCULATION_BATCH_SIZE;
    let lambda: StoredLambda | null = null;
    let batches = 0;
    for (;;) {
      let step: { run: Recalculation | null; more: boolean };
      try {
        step = await deps.inTransaction(async ({ lambdas, recalculations }) => {
          const run = await recalculations.lock(input.recalculationId);
          if (!run || run.status !== 'running') return { run, more: false };
          lambda ??= await lambdas.byId(run.lambdaId);
          if (!lambda) throw new Error(`Lambda ${run.lambdaId} of run ${run.id} is missing`);
          const rows = await recalculations.nextScored(run.cursor, batchSize);
          const now = deps.clock.now();
          const current = lambda.lambda;
          await recalculations.rescore(
            rows.map((row) => ({ id: row.id, score: scoreRaw(row.form, row.raw, current) })),
            lambda.id,
            now,
          );
          const next = advanceRecalculation(
            run,
            { count: rows.length, lastId: rows.at(-1)?.id ?? null },
            batchSize,
          );
          if (next.done) await recalculations.complete(run.id, next, now);
          else await recalculations.saveProgress(run.id, next, now);
          return {
            run: {
              ...run,
              ...next,
              status: next.done ? ('completed' as const) : run.status,
              finishedAt: next.done ? now : null,
            },
            more: !next.done,
          };
        });
      } catch (error) {
        if (input.finalAttempt) await markFailed(deps, input.recalculationId, error);
        throw error;
      }
      batches += 1;
      if (step.run) input.onProgress?.(recalculationView(step.run));
      if (!step.more || (input.maxBatches !== undefined && batches >= input.maxBatches)) {
        if (step.run?.status === 'completed')
          deps.logger.info('Lambda recalculation completed', {
            recalculationId: step.run.id,
            processed: step.run.processed,
          });
        return step.run ? recalculationView(step.run) : null;
      }
    }
  };

const markFailed = async (
  deps: { inTransaction: UnitOfWork<RunRecalculationPorts>; clock: Clock; logger: Logger },
  recalculationId: string,
  error: unknown,
) => {
  const message = error instanceof Error ? error.message : String(error);
  deps.logger.error('Lambda recalculation failed', { recalculationId, error });
  await deps.inTransaction(({ recalculations }) =>
    recalculations.fail(recalculationId, message, deps.clock.now()),
  );
};

/**
 * After a restart: a run left `running` by a crashed process gets its job again, instead of waiting
 * for the queue to notice the dead worker's lock (hours). Returns the run's id, if any.
 */
export const makeResumeRecalculation =
  (deps: { inTransaction: UnitOfWork<Pick<LambdaPorts, 'recalculations' | 'jobs'>> }) =>
  (): Promise<string | null> =>
    deps.inTransaction(async ({ recalculations, jobs }) => {
      const run = await recalculations.running();
      if (!run) return null;
      await jobs.enqueue('recalculate-lambda', { recalculationId: run.id }, RECALCULATION_JOB);
      return run.id;
    });

/** The running run, or a new one: what `npm run cli -- recalc` works on. */
export const makeStartOrResumeRecalculation =
  (deps: { start: StartRecalculation; recalculations: Pick<RecalculationStore, 'running'> }) =>
  async (input: { startedBy: string | null }): Promise<{ id: string; resumed: boolean }> => {
    const running = await deps.recalculations.running();
    if (running) return { id: running.id, resumed: true };
    const started = await deps.start(input);
    if (started.ok) return { id: started.value.id, resumed: false };
    // Another process started one between the two reads: join it.
    const other = await deps.recalculations.running();
    if (!other) throw new Error('A recalculation was reported running but none is');
    return { id: other.id, resumed: true };
  };
