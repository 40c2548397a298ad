import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FileStorage, OpenedFile } from '#application/ports/file-storage.port.ts';
import type { TrainingStore } from '#application/ports/training-store.port.ts';
import { findReadableTraining, type Caller, type TrainingNotFound } from './access.ts';

export type VideoNotFound = { code: 'TRAININGS.VIDEO_NOT_FOUND' };

/**
 * GET /api/trainings/{id}/video: the uploaded video of a training the caller may see. Training
 * videos are not public uploads (decision 023): each read goes through the same tenancy check as
 * the training itself.
 */
export const makeReadTrainingVideo =
  (deps: { trainings: Pick<TrainingStore, 'find'>; files: Pick<FileStorage, 'open'> }) =>
  async (
    input: Caller & { trainingId: string },
  ): Promise<Result<{ file: OpenedFile; updatedAt: Date }, TrainingNotFound | VideoNotFound>> => {
    const found = await findReadableTraining(deps.trainings, input.actor, input.trainingId);
    if (!found.ok) return found;
    const { video } = found.value;
    if (video.kind !== 'file') return err({ code: 'TRAININGS.VIDEO_NOT_FOUND' });
    const file = await deps.files.open(video.key);
    return file
      ? ok({ file, updatedAt: found.value.updatedAt })
      : err({ code: 'TRAININGS.VIDEO_NOT_FOUND' });
  };
