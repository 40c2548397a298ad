import type { Result } from '#domain/shared/result.ts';
import type { TrainingRecord, TrainingStore } from '#application/ports/training-store.port.ts';
import { findReadableTraining, type Caller, type TrainingNotFound } from './access.ts';

/** GET /api/trainings/{id}: one training the caller may see. */
export const makeGetTraining =
  (deps: { trainings: Pick<TrainingStore, 'find'> }) =>
  (input: Caller & { trainingId: string }): Promise<Result<TrainingRecord, TrainingNotFound>> =>
    findReadableTraining(deps.trainings, input.actor, input.trainingId);
