import { concessionFilter } from '#domain/access/policy.ts';
import type { TrainingRecord, TrainingStore } from '#application/ports/training-store.port.ts';
import type { Caller } from './access.ts';

/**
 * GET /api/trainings and the training pages: the platform's trainings and those of the
 * dealerships the caller reaches (their own; a BPM's assigned ones; every one for the PR admin),
 * most recently updated first.
 */
export const makeListTrainings =
  (deps: { trainings: Pick<TrainingStore, 'list'> }) =>
  (input: Caller): Promise<TrainingRecord[]> =>
    deps.trainings.list({ concessionIds: concessionFilter(input.actor, input.scope) });
