import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { RECALCULATION_JOB, type LambdaPorts } from './recalculation-views.ts';

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
