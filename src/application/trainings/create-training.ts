import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  checkTrainingText,
  homeOfNewTraining,
  type TrainingFieldProblems,
  type TrainingInvalid,
} from '#domain/trainings/training.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { TrainingRecord, TrainingStore } from '#application/ports/training-store.port.ts';
import type { Caller } from './access.ts';
import { storeVideo } from './store-video.ts';
import { decideVideo, type VideoInput } from './video-input.ts';

export type TrainingInput = { name: string; description: string; video: VideoInput };

export type NoConcession = { code: 'TRAININGS.NO_CONCESSION' };

/** Every problem of the texts and the video at once, so a form shows each beside its field. */
export const checkTrainingInput = (input: TrainingInput, current: TrainingRecord | null) => {
  const text = checkTrainingText(input);
  const video = decideVideo(input.video, current?.video ?? null);
  const textProblems: TrainingFieldProblems = text.ok ? {} : text.error.fields;
  const fields = { ...textProblems, video: video.ok ? undefined : video.error };
  if (!text.ok || !video.ok) return err<TrainingInvalid>({ code: 'TRAININGS.INVALID', fields });
  return ok({ ...text.value, video: video.value });
};

/**
 * POST /api/trainings: the PR admin publishes for every dealership; an owner or an administrator
 * for their own (docs/spec/product-spec.md section 6). The video is a YouTube or Vimeo link, or an MP4 or WebM
 * file kept by the file storage.
 */
export const makeCreateTraining =
  (deps: { trainings: Pick<TrainingStore, 'create'>; files: FileStorage; clock: Clock }) =>
  async (
    input: Caller & TrainingInput,
  ): Promise<Result<TrainingRecord, TrainingInvalid | NoConcession>> => {
    const home = homeOfNewTraining(input.actor, input.scope);
    if (!home) return err({ code: 'TRAININGS.NO_CONCESSION' });
    const checked = checkTrainingInput(input, null);
    if (!checked.ok) return checked;
    const { video } = checked.value;
    // A new training always brings its video.
    if (video.kind === 'keep') throw new Error('a new training has no video to keep');
    const stored = await storeVideo(deps.files, video);
    try {
      return ok(
        await deps.trainings.create({
          concessionId: home.concessionId,
          name: checked.value.name,
          description: checked.value.description,
          video: stored.video,
          createdBy: input.actor.userId,
          at: deps.clock.now(),
        }),
      );
    } catch (error) {
      await stored.undo();
      throw error;
    }
  };
