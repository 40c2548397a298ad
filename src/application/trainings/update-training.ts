import { err, ok, type Result } from '#domain/shared/result.ts';
import type { TrainingInvalid } from '#domain/trainings/training.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { TrainingRecord, TrainingStore } from '#application/ports/training-store.port.ts';
import {
  findWritableTraining,
  type Caller,
  type PlatformReadOnly,
  type TrainingNotFound,
} from './access.ts';
import { checkTrainingInput, type TrainingInput } from './create-training.ts';
import { dropVideoFile, storeVideo } from './store-video.ts';

/**
 * PUT /api/trainings/{id}: new texts, and a new video or the current one kept. A replaced file is
 * removed once the training points at the new video.
 */
export const makeUpdateTraining =
  (deps: { trainings: Pick<TrainingStore, 'find' | 'update'>; files: FileStorage; clock: Clock }) =>
  async (
    input: Caller & TrainingInput & { trainingId: string },
  ): Promise<Result<TrainingRecord, TrainingNotFound | PlatformReadOnly | TrainingInvalid>> => {
    // Tenancy first: another dealership's training is not found, whatever the request holds.
    const found = await findWritableTraining(deps.trainings, input, input.trainingId);
    if (!found.ok) return found;
    const current = found.value;
    const checked = checkTrainingInput(input, current);
    if (!checked.ok) return checked;
    const { video } = checked.value;
    const stored =
      video.kind === 'keep'
        ? { video: current.video, undo: async () => undefined }
        : await storeVideo(deps.files, video);
    let updated: TrainingRecord | null;
    try {
      updated = await deps.trainings.update(current.id, {
        name: checked.value.name,
        description: checked.value.description,
        video: stored.video,
        at: deps.clock.now(),
      });
    } catch (error) {
      await stored.undo();
      throw error;
    }
    if (!updated) {
      // Deleted meanwhile: nothing points at the new file.
      await stored.undo();
      return err({ code: 'TRAININGS.NOT_FOUND' });
    }
    if (video.kind !== 'keep') await dropVideoFile(deps.files, current.video);
    return ok(updated);
  };
