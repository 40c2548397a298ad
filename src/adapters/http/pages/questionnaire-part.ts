import { uploadUrl } from '#adapters/http/uploads.ts';
import type { Context } from 'hono';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import {
  answersWithDraft,
  firstStepOf,
  isLastStep,
  nextStep,
  stepAt,
  type QuestionnairePart,
  type QuestionnaireStep,
} from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { CLIENT_FORM, type AnswerValidationError } from '#domain/psychometrics/index.ts';
import type { QuestionnaireRefused } from '#application/client-flow/plan-questionnaire-save.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { FieldErrorView } from '#ui/pages/client/kiosk-view.ts';
import type { QuestionnairePartView } from '#ui/pages/client/questionnaire-parts.tsx';
import {
  PERSONALITY_FIELD,
  personalityOf,
  stepAnswersOf,
  type FormReader,
} from '#ui/pages/client/questionnaire-form.ts';
import { questionnaireIssueMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { pageCaller, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/*
 * A step of the buyer's questionnaire as a page reads and answers it, shared by the kiosk
 * (/client/questionnaire/{id}/part-N[/step]) and the advisor's own device
 * (/seller/client-questionnaire/{id}/part-N[/step]): one reading of the form, one way to save it.
 * Part 4 is answered in three steps (decision 099).
 */

type Ctx = Context<AppEnv>;

/** The form's fields; repeated names (checkboxes) come as lists. */
export const formOf = async (c: Ctx): Promise<FormReader> => {
  const body = await c.req.parseBody({ all: true });
  const one = (name: string) => {
    const value = body[name];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first : undefined;
  };
  const all = (name: string) => {
    const value = body[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
  };
  return { one, all };
};

/** A step's address under a questionnaire's `{id}`: `part-N`, and a later step's name after it. */
export const STEP_PATHS = ['/:part{part-[1-4]}', '/:part{part-4}/:step{models|statements}'];

/** The step of a `part-N` path segment and of the later step's name, if any. */
export const stepOfPath = (c: Ctx): QuestionnaireStep =>
  stepAt(
    Number(c.req.param('part')?.slice(5)) as QuestionnairePart,
    c.req.param('step'),
  ) as QuestionnaireStep;

/** The form field a questionnaire problem belongs to. */
const FIELD_OF_PATH: Record<string, string> = {
  currentCar: 'manufacturer',
  'currentCar.manufacturer': 'manufacturer',
  'currentCar.model': 'model',
  'currentCar.year': 'year',
  'currentCar.mileage': 'mileage',
  budget: 'budgetAmount',
  'budget.amount': 'budgetAmount',
  'budget.frequency': 'budgetFrequency',
};
const fieldOf = (path: string) => FIELD_OF_PATH[path] ?? path;

/** Every problem of a refused part, its answers' and its statements', beside their fields. */
const partErrors = (
  t: Translate,
  error: QuestionnaireRefused | AnswerValidationError,
): FieldErrorView[] => {
  const statements =
    error.code === 'QUESTIONNAIRE.INVALID' ? (error.personality ?? []) : error.issues;
  return [
    ...(error.code === 'QUESTIONNAIRE.INVALID'
      ? error.issues.map((issue) => ({
          field: fieldOf(issue.path),
          message: questionnaireIssueMessage(t, issue),
        }))
      : []),
    ...statements.flatMap((issue) =>
      issue.keys.map((key) => ({
        field: PERSONALITY_FIELD(key),
        message: t('clients.validation.personality'),
      })),
    ),
  ];
};

/** What was posted and refused, shown again with the problems next to their questions. */
export type RefusedPart = {
  answers: Record<string, unknown>;
  personality: Record<string, unknown>;
  errors: FieldErrorView[];
};

export type PartOutcome =
  | { kind: 'next'; step: QuestionnaireStep }
  | { kind: 'completed' }
  | { kind: 'refused'; refused: RefusedPart }
  /** The visit can no longer be answered here (finished meanwhile, or out of reach). */
  | { kind: 'gone' };

/**
 * Saves a posted step: its required answers must be there. After the last step the questionnaire
 * is finished, or the buyer is sent back to the first step still missing an answer.
 */
export const submitStep = async (
  c: Ctx,
  useCases: Pick<ClientFlowUseCases, 'saveClientQuestionnaire'>,
  input: {
    client: ClientRecord;
    step: QuestionnaireStep;
    /** The kiosk stores its request's language with each part; an advisor keeps the buyer's. */
    language?: Language;
  },
): Promise<PartOutcome> => {
  const { client, step } = input;
  const caller = pageCaller(c, 'clients.questionnaire.write');
  const form = await formOf(c);
  const t = c.get('t');
  // Only the step's own answers: the part's others are on its other steps' forms.
  const answers = stepAnswersOf(step.part, step.fields, form);
  const personality = step.statements ? personalityOf(form, CLIENT_FORM) : {};
  const saved = await useCases.saveClientQuestionnaire({
    caller,
    clientId: client.id,
    answers,
    requireStep: step,
    // Only the statements step carries the personality items.
    personality: step.statements ? personality : undefined,
    language: input.language,
  });
  const refused = (errors: FieldErrorView[]): PartOutcome => ({
    kind: 'refused',
    refused: { answers, personality, errors },
  });
  if (!saved.ok) {
    const { error } = saved;
    if (error.code === 'QUESTIONNAIRE.INVALID' || error.code === 'QUESTIONNAIRE.INVALID_ANSWERS')
      return refused(partErrors(t, error));
    return { kind: 'gone' };
  }
  const next = nextStep(step);
  if (next) return { kind: 'next', step: next };
  const finished = await useCases.saveClientQuestionnaire({
    caller,
    clientId: client.id,
    answers: {},
    complete: true,
    language: input.language,
  });
  if (finished.ok) return { kind: 'completed' };
  const { error } = finished;
  if (error.code === 'QUESTIONNAIRE.INVALID') {
    const first = firstStepOf(error.issues.map((issue) => issue.path));
    if (!isLastStep(first)) return { kind: 'next', step: first };
    return refused(partErrors(t, error));
  }
  if (error.code === 'QUESTIONNAIRE.INVALID_ANSWERS') return refused(partErrors(t, error));
  return { kind: 'gone' };
};

/**
 * What a step's form shows: the saved answers with the draft typed since on top (so a reload
 * loses nothing), or what was just posted and refused; the makes and current-year models to pick.
 */
export const partView = async (
  useCases: Pick<ClientFlowUseCases, 'catalogue' | 'clock'>,
  client: ClientRecord,
  step: QuestionnaireStep,
  refused?: RefusedPart,
): Promise<QuestionnairePartView> => {
  const year = useCases.clock.now().getUTCFullYear();
  const manufacturers = step.fields.includes('currentCar')
    ? await useCases.catalogue.manufacturers()
    : [];
  const cars = step.fields.includes('modelsOfInterest')
    ? await useCases.catalogue.cars(client.concessionId, year)
    : [];
  return {
    clientId: client.id,
    step,
    answers: answersWithDraft(client.questionnaire, refused?.answers ?? client.draft),
    personality: refused
      ? { ...client.personality.answers, ...refused.personality }
      : client.personality.answers,
    errors: refused?.errors ?? [],
    manufacturers,
    cars: cars.map((car) => ({
      id: car.id,
      label: `${car.manufacturer} ${car.model}`,
      image: car.image ? uploadUrl(car.image) : null,
    })),
  };
};
