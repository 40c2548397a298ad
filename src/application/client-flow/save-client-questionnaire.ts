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
  scoreTest,
  validateAnswers,
  type AnswerIssue,
  type AnswerValidationError,
  type CompleteAnswers,
} from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { LambdaStore } from '#application/ports/psychometrics.port.ts';
import { FIRST_LAMBDA } from '#application/psychometrics/user-questionnaire.ts';
import {
  actorOf,
  answersFor,
  applyEvent,
  notFound,
  type Caller,
  type ClientChanged,
  type NotFound,
} from './common.ts';
import { lockClient, type ClientFlowDeps } from './flow-ports.ts';
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

type Checked = {
  merged: Record<string, unknown>;
  personality: Record<string, unknown>;
  /** The personality part's answers to score, when finishing. */
  finished: CompleteAnswers<'client16'> | null;
};

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

const distinctIssues = (issues: readonly QuestionnaireIssue[]) =>
  issues.filter(
    (issue, index) =>
      issues.findIndex((other) => other.path === issue.path && other.code === issue.code) === index,
  );

/**
 * `PUT /api/clients/{id}/questionnaire`: answers are kept as the buyer goes (a reload loses
 * nothing). With `complete`, everything is checked, the personality part scored, and the client
 * enters the flow as `questionnaireCompleted`. A refused request changes nothing.
 */
export const makeSaveClientQuestionnaire =
  (deps: ClientFlowDeps & { lambdas: Pick<LambdaStore, 'latest'> }) =>
  async (
    input: SaveClientQuestionnaireInput,
  ): Promise<Result<ClientRecord, SaveClientQuestionnaireError>> => {
    // A finished questionnaire is scored with the latest lambda, kept between requests (decision
    // 144) and so read before the transaction, which may hold the embedded database's connection.
    const latest = input.complete ? await deps.lambdas.latest() : null;
    return deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, input.caller, input.clientId);
      if (!client || !answersFor(input.caller, client)) return notFound();
      if (client.status !== null) return err({ code: 'CLIENT.QUESTIONNAIRE_COMPLETED' as const });
      const now = deps.clock.now();
      const currentYear = now.getUTCFullYear();

      let saved: Record<string, unknown> = client.questionnaire;
      let savedPersonality: Record<string, unknown> = client.personality.answers;
      let sequence = client.sequence;
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
            await ports.clients.clearPersonality(client.id);
          }
        }
      }

      const catalogueCarIds = Array.isArray(input.answers.modelsOfInterest)
        ? new Set(
            (await ports.catalogue.cars(client.concessionId, currentYear)).map((car) => car.id),
          )
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
      if (Object.keys(draft).length !== Object.keys(client.draft).length) {
        await ports.clients.saveDraft(client.id, draft, now);
      }
      const models = Array.isArray(merged.modelsOfInterest)
        ? (merged.modelsOfInterest as string[])
        : [];
      const modelsChanged = !sameIds(models, client.cars.interested);
      const language = input.language ?? client.language;
      await ports.clients.saveAnswers(
        client.id,
        {
          questionnaire: merged,
          // Written only when they change (decision 144).
          ...(language !== client.language && { language }),
          ...(sequence !== client.sequence && { sequence }),
          // Most saves leave the models as they were: their rows are rewritten only on a change.
          ...(modelsChanged && { modelsOfInterest: models }),
        },
        now,
      );
      if (finished) {
        const lambda = latest ?? (await ports.lambdas.createFirst(FIRST_LAMBDA, now));
        const score = scoreTest('client16', finished, lambda.lambda);
        await ports.clients.savePersonalityScore(
          client.id,
          finished,
          { value: score, lambdaId: lambda.id },
          now,
        );
        // The client as written, read back after the change.
        return applyEvent(
          ports.clients,
          client,
          { type: 'completeQuestionnaire' },
          { actor: actorOf(input.caller), now },
        );
      }
      if (input.personality) {
        await ports.clients.savePersonalityDraft(client.id, personality, now);
      }
      // The client as written, made from what was written rather than read back (decision 119).
      return ok({
        ...client,
        language: input.language ?? client.language,
        sequence,
        questionnaire: merged,
        draft,
        personality: {
          answers: input.personality ? personality : savedPersonality,
          completed: client.personality.completed,
        },
        cars: {
          ...client.cars,
          // Stored once each, read in the order of their ids.
          interested: modelsChanged ? [...new Set(models)].sort() : client.cars.interested,
        },
      });
    });
  };
