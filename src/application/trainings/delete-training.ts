import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { TrainingStore } from '#application/ports/training-store.port.ts';
import {
  findWritableTraining,
  type Caller,
  type PlatformReadOnly,
  type TrainingNotFound,
} from './access.ts';
import { dropVideoFile } from './store-video.ts';

/** DELETE /api/trainings/{id}: the training, then its video file (best effort). */
export const makeDeleteTraining =
  (deps: { trainings: Pick<TrainingStore, 'find' | 'remove'>; files: FileStorage }) =>
  async (
    input: Caller & { trainingId: string },
  ): Promise<Result<{ id: string }, TrainingNotFound | PlatformReadOnly>> => {
    const found = await findWritableTraining(deps.trainings, input, input.trainingId);
    if (!found.ok) return found;
    if (!(await deps.trainings.remove(found.value.id))) return err({ code: 'TRAININGS.NOT_FOUND' });
    await dropVideoFile(deps.files, found.value.video);
    return ok({ id: found.value.id });
  };
