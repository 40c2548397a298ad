import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { TrainingVideo } from '#application/ports/training-store.port.ts';
import type { VideoDecision } from './video-input.ts';

/**
 * Keeps a new video file (moved from the staging area, decision 043) before the database points at
 * it (decision 011's order), and gives the video to record plus a way to take the file back if
 * recording fails.
 */
export const storeVideo = async (
  files: FileStorage,
  decision: Exclude<VideoDecision, { kind: 'keep' }>,
): Promise<{ video: TrainingVideo; undo: () => Promise<void> }> => {
  if (decision.kind === 'link') {
    return { video: { kind: 'link', url: decision.link.url }, undo: async () => undefined };
  }
  const key = await files.keep('trainings', decision.file, decision.type);
  return {
    video: { kind: 'file', key },
    undo: () => files.remove(key).catch(() => undefined),
  };
};

/** An old video file no training points at any more; an orphan is harmless, so best effort. */
export const dropVideoFile = async (files: FileStorage, video: TrainingVideo) => {
  if (video.kind === 'file') await files.remove(video.key).catch(() => undefined);
};
