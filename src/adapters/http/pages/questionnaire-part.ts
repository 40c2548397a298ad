import type { Context } from 'hono';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import {
  answersWithDraft,
  PART_FIELDS,
  QUESTIONNAIRE_PARTS,
  type QuestionnairePart,
} from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { CLIENT_FORM, type AnswerValidationError } from '#domain/psychometrics/index.ts';
import type { QuestionnaireRefused } from '#application/client-flow/save-client-questionnaire.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { FieldErrorView } from '#ui/pages/client/kiosk-view.ts';
import type { QuestionnairePartView } from '#ui/pages/client/questionnaire-parts.tsx';
import {
  answersOf,
  PERSONALITY_FIELD,
  personalityOf,
  type FormReader,
} from '#ui/pages/client/questionnaire-form.ts';
import { questionnaireIssueMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { pageCaller, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/*
 * A part of the buyer's questionnaire as a page reads and answers it, shared by the kiosk
 * (/client/questionnaire/{id}/part-N) and the advisor's own device
 * (/seller/client-questionnaire/{id}/part-N): one reading of the form, one way to save it.
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

/** The part of a `part-N` path segment. */
export const partOfSegment = (segment: string) => Number(segment.slice(5)) as QuestionnairePart;

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
const partOf = (path: string): QuestionnairePart =>
  QUESTIONNAIRE_PARTS.find((part) =>
    (PART_FIELDS[part] as readonly string[]).includes(path.split('.')[0] ?? ''),
  ) ?? 4;

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
  | { kind: 'next'; part: QuestionnairePart }
  | { kind: 'completed' }
  | { kind: 'refused'; refused: RefusedPart }
  /** The visit can no longer be answered here (finished meanwhile, or out of reach). */
  | { kind: 'gone' };

/**
 * Saves a posted part: its required answers must be there. After the last part the questionnaire
 * is finished, or the buyer is sent back to the first part still missing an answer.
 */
export const submitPart = async (
  c: Ctx,
  useCases: Pick<ClientFlowUseCases, 'saveClientQuestionnaire'>,
  input: {
    client: ClientRecord;
    part: QuestionnairePart;
    /** The kiosk stores its request's language with each part; an advisor keeps the buyer's. */
    language?: Language;
  },
): Promise<PartOutcome> => {
  const { client, part } = input;
  const caller = pageCaller(c, 'clients.questionnaire.write');
  const form = await formOf(c);
  const t = c.var.t;
  const answers = answersOf(part, form);
  const personality = part === 4 ? personalityOf(form, CLIENT_FORM) : {};
  const saved = await useCases.saveClientQuestionnaire({
    caller,
    clientId: client.id,
    answers,
    requireParts: [part],
    // Only the last part carries the personality items.
    personality: part === 4 ? personality : undefined,
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
  if (part < QUESTIONNAIRE_PARTS.length) {
    return { kind: 'next', part: (part + 1) as QuestionnairePart };
  }
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
    const first = Math.min(...error.issues.map((issue) => partOf(issue.path))) as QuestionnairePart;
    if (first < 4) return { kind: 'next', part: first };
    return refused(partErrors(t, error));
  }
  if (error.code === 'QUESTIONNAIRE.INVALID_ANSWERS') return refused(partErrors(t, error));
  return { kind: 'gone' };
};

/**
 * What a part's form shows: the saved answers with the draft typed since on top (so a reload
 * loses nothing), or what was just posted and refused; the makes and current-year models to pick.
 */
export const partView = async (
  useCases: Pick<ClientFlowUseCases, 'catalogue' | 'clock'>,
  client: ClientRecord,
  part: QuestionnairePart,
  refused?: RefusedPart,
): Promise<QuestionnairePartView> => {
  const year = useCases.clock.now().getUTCFullYear();
  const manufacturers = await useCases.catalogue.manufacturers();
  const cars = part === 4 ? await useCases.catalogue.cars(client.concessionId, year) : [];
  return {
    clientId: client.id,
    part,
    answers: answersWithDraft(client.questionnaire, refused?.answers ?? client.draft),
    personality: refused
      ? { ...client.personality.answers, ...refused.personality }
      : client.personality.answers,
    errors: refused?.errors ?? [],
    manufacturers,
    cars: cars.map((car) => ({ id: car.id, label: `${car.manufacturer} ${car.model}` })),
  };
};
