import { mergeDraft, type QuestionnaireValidationError } from '#domain/client-flow/index.ts';
import { validateAnswers, type AnswerValidationError } from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { answersFor, notFound, type Caller, type NotFound } from './common.ts';
import { lockClient, type ClientFlowDeps } from './flow-ports.ts';
import type { QuestionnaireCompleted } from './errors.ts';

export type SaveQuestionnaireDraftInput = {
  caller: Caller;
  clientId: string;
  /** What the part's form holds now, in the questionnaire's shape; null clears an answer. */
  answers: unknown;
  /** The personality statements answered so far (part 4). */
  personality?: Readonly<Record<string, unknown>>;
};

export type SaveQuestionnaireDraftError =
  NotFound | QuestionnaireCompleted | QuestionnaireValidationError | AnswerValidationError;

/**
 * `PUT /api/clients/{id}/questionnaire` with `draft: true`: the kiosk keeps what the buyer types in
 * the part they are on, so a reload loses nothing (decision 024). Not checked against the
 * questionnaire's rules, only kept to a plain, bounded shape; the part's own save checks it all.
 */
export const makeSaveQuestionnaireDraft =
  (deps: ClientFlowDeps) =>
  (
    input: SaveQuestionnaireDraftInput,
  ): Promise<Result<ClientRecord, SaveQuestionnaireDraftError>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, input.caller, input.clientId);
      if (!client || !answersFor(input.caller, client)) return notFound();
      if (client.status !== null) return err({ code: 'CLIENT.QUESTIONNAIRE_COMPLETED' as const });
      const draft = mergeDraft(client.draft, input.answers);
      if (!draft.ok) return draft;
      let personality = null;
      if (input.personality && Object.keys(input.personality).length > 0) {
        const given = validateAnswers('client16', input.personality, { prepareOnly: true });
        if (!given.ok) return given;
        personality = { ...client.personality.answers, ...given.value };
      }
      const now = deps.clock.now();
      await ports.clients.saveDraft(client.id, draft.value, now);
      if (personality) await ports.clients.savePersonalityDraft(client.id, personality, now);
      const updated = await ports.clients.find(client.id);
      return updated ? ok(updated) : notFound();
    });
