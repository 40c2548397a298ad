import {
  changeVisitPurpose,
  draftWithoutFields,
  hasAnswers,
  PART_FIELDS,
  QUESTIONNAIRE_PARTS,
  mergeQuestionnaire,
  validateQuestionnaire,
  type PurposeChangeError,
  type QuestionnaireIssue,
  type QuestionnaireStep,
  type QuestionnaireValidationError,
  type TransitionError,
  type VisitPurpose,
} from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import {
  validateAnswers,
  type AnswerIssue,
  type AnswerSheet,
  type AnswerValidationError,
  type CompleteAnswers,
} from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AnswersWrite, ClientRecord } from '#application/ports/client-store.port.ts';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import {
  answersFor,
  notFound,
  reachesClient,
  type Caller,
  type ClientChanged,
  type NotFound,
} from './common.ts';
import type { QuestionnaireCompleted } from './errors.ts';

export type SaveClientQuestionnaireInput = {
  caller: Caller;
  clientId: string;
  /** New answers; `null` clears one. */
  answers: Readonly<Record<string, unknown>>;
  /** The kiosk's personality part (16 items), merged into what was saved. */
  personality?: Readonly<Record<string, unknown>>;
  /** Finish: every part must be answered; the personality part is scored. */
  complete?: boolean;
  /** The step a form just submitted, whose required answers must be there (decision 099). */
  requireStep?: QuestionnaireStep;
  language?: Language;
  sequence?: VisitPurpose;
  /** The buyer confirmed that changing the visit purpose loses their answers. */
  confirmPurposeChange?: boolean;
};

/** Refused answers, with the personality statements' problems of the same round. */
export type QuestionnaireRefused = QuestionnaireValidationError & {
  readonly personality?: readonly AnswerIssue[];
};

export type SaveClientQuestionnaireError =
  | NotFound
  | QuestionnaireCompleted
  | PurposeChangeError
  | QuestionnaireRefused
  | AnswerValidationError
  | TransitionError
  | ClientChanged;

/** What a save writes, decided from the client as read, and the client as it will be written. */
export type SavePlan = {
  client: ClientRecord;
  /** The client row's write: the answers, and what else of the row changes. */
  answers: AnswersWrite;
  /** The visit purpose changed after answering: the personality answers go too. */
  clearPersonality: boolean;
  /** The personality part to keep, when the request brought some and does not finish. */
  personalityDraft: AnswerSheet | null;
  /** The personality part's answers to score, when finishing. */
  finished: CompleteAnswers<'client16'> | null;
  /** The client as written, made from what is written (decision 119); not when finishing. */
  written: ClientRecord;
};

/** Whether a plan writes the client's row and nothing else (one statement, docs/decisions/145). */
export const writesRowAlone = (plan: SavePlan) =>
  !plan.clearPersonality &&
  plan.personalityDraft === null &&
  plan.finished === null &&
  plan.answers.modelsOfInterest === undefined;

type Checked = {
  merged: Record<string, unknown>;
  personality: Record<string, unknown>;
  finished: CompleteAnswers<'client16'> | null;
};

const distinctIssues = (issues: readonly QuestionnaireIssue[]) =>
  issues.filter(
    (issue, index) =>
      issues.findIndex((other) => other.path === issue.path && other.code === issue.code) === index,
  );

/**
 * The answers and the personality part checked together, so a form hears of every problem of a
 * part in one round (issue 13): the answers given, the parts required, and the statements, all
 * of them when finishing or when the step holding them is submitted. Problems of both
 * come back as one `QUESTIONNAIRE.INVALID` carrying the statements' problems too.
 */
const checkQuestionnaire = (
  input: SaveClientQuestionnaireInput,
  saved: Record<string, unknown>,
  savedPersonality: Record<string, unknown>,
  options: { currentYear: number; catalogueCarIds: ReadonlySet<string> | undefined },
): Result<Checked, QuestionnaireRefused | AnswerValidationError> => {
  const { currentYear } = options;
  const given = validateQuestionnaire(input.answers, options);
  const cleared = Object.fromEntries(
    Object.entries(input.answers).filter(([, value]) => value === null),
  );
  // A refused answer still counts as given: it is reported once, as refused, not as missing.
  const merged = mergeQuestionnaire(saved, {
    ...cleared,
    ...(given.ok ? given.value : input.answers),
  });
  const { requireStep } = input;
  const required = input.complete
    ? validateQuestionnaire(merged, { currentYear, requireParts: QUESTIONNAIRE_PARTS })
    : requireStep
      ? validateQuestionnaire(merged, { currentYear, requireStep })
      : null;
  const issues = distinctIssues([
    ...(given.ok ? [] : given.error.issues),
    ...(required && !required.ok ? required.error.issues : []),
  ]);

  const draft = input.personality
    ? validateAnswers('client16', input.personality, { prepareOnly: true })
    : null;
  const personality = draft?.ok ? { ...savedPersonality, ...draft.value } : savedPersonality;
  const allStatements = input.complete || requireStep?.statements === true;
  const finished =
    draft?.ok !== false && allStatements
      ? validateAnswers('client16', personality, { prepareOnly: false })
      : null;
  const answerIssues = [
    ...(draft && !draft.ok ? draft.error.issues : []),
    ...(finished && !finished.ok ? finished.error.issues : []),
  ];

  if (issues.length > 0)
    return err({ code: 'QUESTIONNAIRE.INVALID', issues, personality: answerIssues });
  if (answerIssues.length > 0)
    return err({ code: 'QUESTIONNAIRE.INVALID_ANSWERS', issues: answerIssues });
  return ok({
    merged,
    personality,
    finished: input.complete && finished?.ok ? finished.value : null,
  });
};

const sameIds = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * What a questionnaire save of `client` (as read, null when there is none) writes, or why it is
 * refused: the same decision whether the client was read locked in a transaction or not
 * (docs/decisions/145). It writes nothing itself; it reads the catalogue when models are given.
 */
export const planQuestionnaireSave = async (
  catalogue: Pick<KioskCatalogue, 'cars'>,
  input: SaveClientQuestionnaireInput,
  client: ClientRecord | null,
  now: Date,
): Promise<Result<SavePlan, SaveClientQuestionnaireError>> => {
  if (!client || !reachesClient(input.caller, client) || !answersFor(input.caller, client)) {
    return notFound();
  }
  if (client.status !== null) return err({ code: 'CLIENT.QUESTIONNAIRE_COMPLETED' as const });
  const currentYear = now.getUTCFullYear();

  let saved: Record<string, unknown> = client.questionnaire;
  let savedPersonality: Record<string, unknown> = client.personality.answers;
  let sequence = client.sequence;
  let clearPersonality = false;
  if (input.sequence !== undefined) {
    const change = changeVisitPurpose(
      {
        purpose: client.sequence,
        hasAnswers: hasAnswers(saved) || hasAnswers(savedPersonality),
        questionnaireCompleted: false,
      },
      input.sequence,
      input.confirmPurposeChange ?? false,
    );
    if (!change.ok) return change;
    if (change.value.kind === 'changed') {
      sequence = change.value.purpose;
      if (change.value.clearAnswers) {
        saved = {};
        savedPersonality = {};
        clearPersonality = true;
      }
    }
  }

  const catalogueCarIds = Array.isArray(input.answers.modelsOfInterest)
    ? new Set((await catalogue.cars(client.concessionId, currentYear)).map((car) => car.id))
    : undefined;
  const checked = checkQuestionnaire(input, saved, savedPersonality, {
    currentYear,
    catalogueCarIds,
  });
  if (!checked.ok) return checked;
  const { merged, personality, finished } = checked.value;

  // What was typed before saving is now saved: the draft keeps only the other parts.
  const draft = draftWithoutFields(
    Object.fromEntries(Object.entries(client.draft).filter(([key]) => !(key in input.answers))),
    input.complete ? Object.values(PART_FIELDS).flat() : (input.requireStep?.fields ?? []),
  );
  const draftChanged = Object.keys(draft).length !== Object.keys(client.draft).length;
  const models = Array.isArray(merged.modelsOfInterest)
    ? (merged.modelsOfInterest as string[])
    : [];
  const modelsChanged = !sameIds(models, client.cars.interested);
  const language = input.language ?? client.language;
  const personalityDraft = input.personality && !finished ? personality : null;
  return ok({
    client,
    answers: {
      questionnaire: merged,
      // Written only when they change (decision 144).
      ...(language !== client.language && { language }),
      ...(sequence !== client.sequence && { sequence }),
      ...(draftChanged && { draft }),
      // Most saves leave the models as they were: their rows are rewritten only on a change.
      ...(modelsChanged && { modelsOfInterest: models }),
    },
    clearPersonality,
    personalityDraft,
    finished,
    written: {
      ...client,
      language,
      sequence,
      questionnaire: merged,
      draft,
      personality: {
        answers: personalityDraft ?? savedPersonality,
        completed: client.personality.completed,
      },
      cars: {
        ...client.cars,
        // Stored once each, read in the order of their ids.
        interested: modelsChanged ? [...new Set(models)].sort() : client.cars.interested,
      },
    },
  });
};
