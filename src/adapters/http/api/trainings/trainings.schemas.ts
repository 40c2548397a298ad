import { z } from '@hono/zod-openapi';
import type { TrainingRecord } from '#application/ports/training-store.port.ts';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import { parseVideoLink, VIDEO_SITES } from '#domain/trainings/video-link.ts';
import { TRAINING_DESCRIPTION_MAX, TRAINING_NAME_MAX } from '#domain/trainings/training.ts';
import { text } from '#adapters/http/validation/text.ts';
import { CsrfField, optionalFile } from '#adapters/http/api/forms.ts';

// Messages that are catalogue keys are translated into the caller's language by the validation hook.

const MAX_VIDEO_MB = MAX_VIDEO_BYTES / (1024 * 1024);

/**
 * The training form (multipart, so it can carry a video file). Texts are checked here and again by
 * the use case, which also decides the video (docs/decisions/023).
 */
export const TrainingForm = z
  .object({
    name: text({
      min: 1,
      max: TRAINING_NAME_MAX,
      required: 'trainings.validation.nameRequired',
      tooLong: 'trainings.validation.nameTooLong',
    }).openapi({ description: `1 to ${TRAINING_NAME_MAX} characters` }),
    description: text({ max: TRAINING_DESCRIPTION_MAX * 2 })
      .optional()
      .openapi({ description: `At most ${TRAINING_DESCRIPTION_MAX} characters once trimmed` }),
    // Sent, it names a source: an empty one is refused, not read as "not sent".
    videoSource: z
      .enum(['link', 'file'], { error: 'trainings.validation.videoSource' })
      .optional()
      .openapi({
        description:
          'Which field holds the video. Optional: without it, a file or a link says which (not both).',
      }),
    videoUrl: text({ max: 4096 }).optional().openapi({
      description: 'A YouTube or Vimeo address; stored in its canonical form',
      example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
    video: optionalFile('trainings.validation.videoFileRequired').openapi({
      type: 'string',
      format: 'binary',
      description: `MP4 or WebM, at most ${MAX_VIDEO_MB} MB, written to storage as it arrives: a larger one is refused with 413 UPLOAD.TOO_LARGE as soon as it passes the limit. The type is read from the file's first bytes`,
    }),
    csrfToken: CsrfField,
  })
  .openapi('TrainingForm', {
    example: {
      name: 'Welcoming a client at the kiosk',
      description: 'The first minutes: greet, introduce the kiosk and the questionnaire.',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  });

const Timestamp = z.iso.datetime({ offset: true });

export const TrainingSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    concession: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .openapi({ description: 'Null: a platform training, offered to every dealership' }),
    video: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('file'),
        url: z.string().openapi({ description: 'GET it to play the file (range requests work)' }),
        contentType: z.enum(['video/mp4', 'video/webm']),
      }),
      z.object({
        kind: z.literal('link'),
        url: z.string().openapi({ description: 'The video on its site' }),
        site: z.enum(VIDEO_SITES).nullable(),
        embedUrl: z
          .string()
          .nullable()
          .openapi({ description: 'The privacy-enhanced player to frame; null if unknown' }),
      }),
    ]),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .openapi('Training');

export const DeletedTrainingSchema = z.object({ id: z.uuid() }).openapi('DeletedTraining');

const trainingVideoUrl = (id: string) => `/api/trainings/${id}/video`;

export const toTrainingBody = (training: TrainingRecord): z.infer<typeof TrainingSchema> => {
  const video: z.infer<typeof TrainingSchema>['video'] =
    training.video.kind === 'file'
      ? {
          kind: 'file',
          url: trainingVideoUrl(training.id),
          contentType: training.video.key.endsWith('.webm') ? 'video/webm' : 'video/mp4',
        }
      : (() => {
          const link = parseVideoLink(training.video.url);
          return {
            kind: 'link' as const,
            url: training.video.url,
            site: link.ok ? link.value.site : null,
            embedUrl: link.ok ? link.value.embedUrl : null,
          };
        })();
  return {
    id: training.id,
    name: training.name,
    description: training.description,
    concession:
      training.concessionId && training.concessionName
        ? { id: training.concessionId, name: training.concessionName }
        : null,
    video,
    createdAt: training.createdAt.toISOString(),
    updatedAt: training.updatedAt.toISOString(),
  };
};
