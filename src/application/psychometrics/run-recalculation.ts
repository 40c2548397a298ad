import { advanceRecalculation, scoreRaw } from '#domain/psychometrics/index.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { Recalculation, StoredLambda } from '#application/ports/psychometrics.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import {
  recalculationView,
  RECALCULATION_BATCH_SIZE,
  type LambdaPorts,
  type RecalculationView,
} from './recalculation-views.ts';

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
