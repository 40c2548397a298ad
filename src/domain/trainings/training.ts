import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** Limits of a training's texts once trimmed (docs/decisions/023). */
export const TRAINING_NAME_MAX = 120;
export const TRAINING_DESCRIPTION_MAX = 5000;

export type TrainingText = { name: string; description: string };

/** What is wrong with the video of a training form: the link, the file, or the choice itself. */
export type TrainingVideoProblem =
  | 'required'
  | 'ambiguous'
  | 'linkRequired'
  | 'linkUnsupported'
  | 'fileRequired'
  | 'fileEmpty'
  | 'fileTooLarge'
  | 'fileType';

export type TrainingFieldProblems = {
  name?: 'required' | 'tooLong';
  description?: 'tooLong';
  video?: TrainingVideoProblem;
};

export type TrainingInvalid = { code: 'TRAININGS.INVALID'; fields: TrainingFieldProblems };

const length = (text: string) => [...text].length;

/** A name (required) and a description (optional), trimmed; every problem reported by field. */
export const checkTrainingText = (input: {
  name: string;
  description: string;
}): Result<TrainingText, TrainingInvalid> => {
  const name = input.name.trim();
  const description = input.description.replace(/\r\n/g, '\n').trim();
  const fields: TrainingFieldProblems = {};
  if (name === '') fields.name = 'required';
  else if (length(name) > TRAINING_NAME_MAX) fields.name = 'tooLong';
  if (length(description) > TRAINING_DESCRIPTION_MAX) fields.description = 'tooLong';
  return fields.name || fields.description
    ? err({ code: 'TRAININGS.INVALID', fields })
    : ok({ name, description });
};

/** Where a training belongs: a dealership, or nowhere (platform-wide, published by the PR admin). */
export type TrainingHome = { concessionId: string | null };

/**
 * Platform trainings are for every dealership: whoever may read trainings at all sees them. A
 * dealership's own trainings are seen within the read scope: the dealership's staff, the Best
 * Pairing managers it is assigned to, and the PR admin.
 */
export const canReadTraining = (actor: Actor, scope: Scope, training: TrainingHome) =>
  training.concessionId === null || reaches(actor, scope, { concessionId: training.concessionId });

/**
 * Only the PR admin (scope `all`) changes platform trainings; owners and administrators change
 * their own dealership's, never another's nor the platform's.
 */
export const canWriteTraining = (actor: Actor, scope: Scope, training: TrainingHome) =>
  training.concessionId === null
    ? scope === 'all'
    : reaches(actor, scope, { concessionId: training.concessionId });

/**
 * Where a new training goes: the PR admin publishes for the whole platform; an owner or an
 * administrator for their own dealership. Null when the writer has no dealership to write for.
 */
export const homeOfNewTraining = (actor: Actor, scope: Scope): TrainingHome | null => {
  if (scope === 'all') return { concessionId: null };
  if (scope === 'concession' && actor.concessionId) return { concessionId: actor.concessionId };
  return null;
};
