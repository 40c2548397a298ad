import {
  changeVisitPurpose,
  draftWithoutParts,
  hasAnswers,
  QUESTIONNAIRE_PARTS,
  mergeQuestionnaire,
  validateQuestionnaire,
  type PurposeChangeError,
  type QuestionnairePart,
  type QuestionnaireValidationError,
  type TransitionError,
  type VisitPurpose,
} from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import {
  scoreTest,
  validateAnswers,
  type AnswerValidationError,
} from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
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
  /** The parts a form just submitted, whose required answers must be there. */
  requireParts?: readonly QuestionnairePart[];
  language?: Language;
  sequence?: VisitPurpose;
  /** The buyer confirmed that changing the visit purpose loses their answers. */
  confirmPurposeChange?: boolean;
};

export type SaveClientQuestionnaireError =
  | NotFound
  | QuestionnaireCompleted
  | PurposeChangeError
  | QuestionnaireValidationError
  | AnswerValidationError
  | TransitionError
  | ClientChanged;

/**
 * `PUT /api/clients/{id}/questionnaire`: answers are kept as the buyer goes (a reload loses
 * nothing). With `complete`, everything is checked, the personality part scored, and the client
 * enters the flow as `questionnaireCompleted`. A refused request changes nothing.
 */
export const makeSaveClientQuestionnaire =
  (deps: ClientFlowDeps) =>
  (
    input: SaveClientQuestionnaireInput,
  ): Promise<Result<ClientRecord, SaveClientQuestionnaireError>> =>
    deps.inTransaction(async (ports) => {
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
      const given = validateQuestionnaire(input.answers, { currentYear, catalogueCarIds });
      if (!given.ok) return given;
      const cleared = Object.fromEntries(
        Object.entries(input.answers).filter(([, value]) => value === null),
      );
      const merged = mergeQuestionnaire(saved, { ...cleared, ...given.value });
      const requireParts = input.complete ? ([1, 2, 3, 4] as const) : input.requireParts;
      if (requireParts && requireParts.length > 0) {
        const checked = validateQuestionnaire(merged, { currentYear, requireParts });
        if (!checked.ok) return checked;
      }

      let personality = savedPersonality;
      if (input.personality) {
        const draft = validateAnswers('client16', input.personality, { prepareOnly: true });
        if (!draft.ok) return draft;
        personality = { ...savedPersonality, ...draft.value };
      }
      // Checked before anything is written, so a refused finish changes nothing.
      const finished = input.complete
        ? validateAnswers('client16', personality, { prepareOnly: false })
        : null;
      if (finished && !finished.ok) return finished;

      // What was typed before saving is now saved: the draft keeps only the other parts.
      const draft = draftWithoutParts(
        Object.fromEntries(Object.entries(client.draft).filter(([key]) => !(key in input.answers))),
        input.complete ? QUESTIONNAIRE_PARTS : (input.requireParts ?? []),
      );
      if (Object.keys(draft).length !== Object.keys(client.draft).length) {
        await ports.clients.saveDraft(client.id, draft, now);
      }
      const models = merged.modelsOfInterest;
      await ports.clients.saveAnswers(
        client.id,
        {
          questionnaire: merged,
          language: input.language ?? client.language,
          sequence,
          modelsOfInterest: Array.isArray(models) ? (models as string[]) : [],
        },
        now,
      );
      if (finished) {
        const lambda =
          (await ports.lambdas.latest()) ?? (await ports.lambdas.createFirst(FIRST_LAMBDA, now));
        const score = scoreTest('client16', finished.value, lambda.lambda);
        await ports.clients.savePersonalityScore(
          client.id,
          finished.value,
          { value: score, lambdaId: lambda.id },
          now,
        );
        const completed = await applyEvent(
          ports.clients,
          client,
          { type: 'completeQuestionnaire' },
          { actor: actorOf(input.caller), now },
        );
        if (!completed.ok) return completed;
      } else if (input.personality) {
        await ports.clients.savePersonalityDraft(client.id, personality, now);
      }
      const updated = await ports.clients.find(client.id);
      return updated ? ok(updated) : notFound();
    });
