import type { Context } from 'hono';
import type { TrainingFieldProblems } from '#domain/trainings/training.ts';
import { TRAINING_DESCRIPTION_MAX, TRAINING_NAME_MAX } from '#domain/trainings/training.ts';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The form field each video problem belongs to: the link, the file, or the choice between them. */
const videoFieldOf = (
  problem: NonNullable<TrainingFieldProblems['video']>,
): 'videoUrl' | 'video' | 'videoSource' => {
  switch (problem) {
    case 'linkRequired':
    case 'linkUnsupported':
      return 'videoUrl';
    case 'fileRequired':
    case 'fileEmpty':
    case 'fileTooLarge':
    case 'fileType':
      return 'video';
    case 'required':
    case 'ambiguous':
      return 'videoSource';
  }
};

const VIDEO_MESSAGES = {
  required: 'trainings.validation.videoRequired',
  ambiguous: 'trainings.validation.videoAmbiguous',
  linkRequired: 'trainings.validation.videoUrlRequired',
  linkUnsupported: 'trainings.validation.videoUrlUnsupported',
  fileRequired: 'trainings.validation.videoFileRequired',
  fileEmpty: 'trainings.validation.videoFileEmpty',
  fileTooLarge: 'trainings.validation.videoFileTooLarge',
  fileType: 'trainings.validation.videoFileType',
} as const;

type TrainingFieldMessages = Partial<
  Record<'name' | 'description' | 'videoUrl' | 'video' | 'videoSource', string>
>;

/** The message of each problem of a training form, by form field: the API's and the pages'. */
export const trainingFieldMessages = (
  t: Translate,
  fields: TrainingFieldProblems,
): TrainingFieldMessages => {
  // Only the fields with a problem: each entry becomes an issue.
  const messages: TrainingFieldMessages = {};
  if (fields.name) {
    messages.name =
      fields.name === 'required'
        ? t('trainings.validation.nameRequired')
        : t('trainings.validation.nameTooLong', { max: TRAINING_NAME_MAX });
  }
  if (fields.description) {
    messages.description = t('trainings.validation.descriptionTooLong', {
      max: TRAINING_DESCRIPTION_MAX,
    });
  }
  if (fields.video) {
    messages[videoFieldOf(fields.video)] = t(VIDEO_MESSAGES[fields.video], {
      max: MAX_VIDEO_BYTES / (1024 * 1024),
    });
  }
  return messages;
};

const trainingsTable = errorTable<
  | 'TRAININGS.NOT_FOUND'
  | 'TRAININGS.PLATFORM_READ_ONLY'
  | 'TRAININGS.NO_CONCESSION'
  | 'TRAININGS.VIDEO_NOT_FOUND'
>({
  'TRAININGS.NOT_FOUND': refuse(404, 'trainings.errors.notFound'),
  'TRAININGS.PLATFORM_READ_ONLY': refuse(403, 'trainings.errors.platformReadOnly'),
  'TRAININGS.NO_CONCESSION': refuse(403, 'trainings.errors.noConcession'),
  'TRAININGS.VIDEO_NOT_FOUND': refuse(404, 'trainings.errors.videoNotFound'),
});

export type TrainingsErrorBody =
  | Parameters<typeof trainingsTable>[1]
  | { code: 'TRAININGS.INVALID'; fields: TrainingFieldProblems };

/**
 * Every business error of the Trainings calls, answered one way: a refused form in the validation
 * shape with one issue per field (`form.<field>`), the others through the module's error table.
 */
export const trainingsError = (c: Context<AppEnv>, error: TrainingsErrorBody) => {
  if (error.code !== 'TRAININGS.INVALID') return trainingsTable(c, error);
  return invalidFields(
    c,
    Object.entries(trainingFieldMessages(c.get('t'), error.fields)).map(([field, message]) => ({
      path: `form.${field}`,
      message,
    })),
  );
};

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(trainingsError);
