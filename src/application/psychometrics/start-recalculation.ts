import { buildLambda, EQUAL_WEIGHTS, FORM_IDS } from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import {
  recalculationView,
  RECALCULATION_JOB,
  type LambdaPorts,
  type RecalculationView,
} from './recalculation-views.ts';

export type StartRecalculationError = { code: 'LAMBDA.RECALCULATION_RUNNING' };

/**
 * Starts a recalculation (psychometrics docs/spec/product-spec.md section 3): new norms from every completed test, stored
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
