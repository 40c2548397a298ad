import { PART_FIELDS, QUESTIONNAIRE_PARTS, type QuestionnaireField } from './questionnaire.ts';
import type { QuestionnairePart } from './questionnaire.ts';

/*
 * The screens the buyer's questionnaire is answered on (decision 099). Parts 1 to 3 are one screen
 * each; part 4 ("your preferences", with the 16 personality statements) was one 5,000 px page and is
 * now three steps: the preferences, the test drive and models of interest, then the statements. A
 * step saves its own answers and reports all its problems at once; the questionnaire stays in the
 * spec's four parts (the progress says "Part 4 of 4, step 2 of 3").
 */

export const PART_4_STEPS = ['preferences', 'models', 'statements'] as const;
export type QuestionnaireStepName = 'main' | (typeof PART_4_STEPS)[number];

export type QuestionnaireStep = {
  readonly part: QuestionnairePart;
  /** The step's name in its part; the first step of a part is the part's own address (part-N). */
  readonly name: QuestionnaireStepName;
  /** Where it is in its part (1-based) and how many steps the part has. */
  readonly number: number;
  readonly of: number;
  /** The answers the step's form holds (and saves). */
  readonly fields: readonly QuestionnaireField[];
  /** The step holds the 16 personality statements (all required when it is submitted). */
  readonly statements: boolean;
};

const MODELS_FIELDS: readonly QuestionnaireField[] = ['wantsTestDrive', 'modelsOfInterest'];

// Part 4's questions split between its steps: the preferences are the part's other questions.
const PART_4_FIELDS: Record<(typeof PART_4_STEPS)[number], readonly QuestionnaireField[]> = {
  preferences: PART_FIELDS[4].filter((field) => !MODELS_FIELDS.includes(field)),
  models: MODELS_FIELDS,
  statements: [],
};

/** Every step, in the order the buyer answers them. */
export const QUESTIONNAIRE_STEPS: readonly QuestionnaireStep[] = QUESTIONNAIRE_PARTS.flatMap(
  (part): QuestionnaireStep[] =>
    part === 4
      ? PART_4_STEPS.map((name, index) => ({
          part,
          name,
          number: index + 1,
          of: PART_4_STEPS.length,
          fields: PART_4_FIELDS[name],
          statements: name === 'statements',
        }))
      : [{ part, name: 'main', number: 1, of: 1, fields: PART_FIELDS[part], statements: false }],
);

const FIRST = QUESTIONNAIRE_STEPS[0] as QuestionnaireStep;
const LAST = QUESTIONNAIRE_STEPS[QUESTIONNAIRE_STEPS.length - 1] as QuestionnaireStep;

/** A step of a part by its name; without one, the part's first step. */
export const stepAt = (part: QuestionnairePart, name?: string): QuestionnaireStep | undefined => {
  const steps = QUESTIONNAIRE_STEPS.filter((step) => step.part === part);
  return name === undefined ? steps[0] : steps.find((step) => step.name === name);
};

const indexOf = (step: QuestionnaireStep) =>
  QUESTIONNAIRE_STEPS.findIndex((other) => other.part === step.part && other.name === step.name);

/** The step after this one; null after the last (the questionnaire is finished). */
export const nextStep = (step: QuestionnaireStep): QuestionnaireStep | null =>
  QUESTIONNAIRE_STEPS[indexOf(step) + 1] ?? null;

/** The step before this one; null before the first (the visit's start). */
export const previousStep = (step: QuestionnaireStep): QuestionnaireStep | null =>
  indexOf(step) > 0 ? (QUESTIONNAIRE_STEPS[indexOf(step) - 1] ?? null) : null;

/** Is this the step that finishes the questionnaire? */
export const isLastStep = (step: QuestionnaireStep) => indexOf(step) === indexOf(LAST);

/**
 * The step that asks a questionnaire problem's question (`budget.amount` is part 2's); a problem of
 * no answer (the statements) is the statements step's.
 */
const stepOfPath = (path: string): QuestionnaireStep =>
  QUESTIONNAIRE_STEPS.find((step) =>
    (step.fields as readonly string[]).includes(path.split('.')[0] ?? ''),
  ) ?? LAST;

/** The earliest step among those asking these problems' questions. */
export const firstStepOf = (paths: readonly string[]): QuestionnaireStep =>
  paths.length === 0
    ? FIRST
    : paths
        .map(stepOfPath)
        .reduce((first, step) => (indexOf(step) < indexOf(first) ? step : first));

/** How far along the questionnaire a step is, in parts: part 4's second of three steps is 3⅔. */
export const progressOf = (step: QuestionnaireStep) => step.part - 1 + step.number / step.of;
