import { mergeDraft, type QuestionnaireValidationError } from '#domain/client-flow/index.ts';
import { validateAnswers, type AnswerValidationError } from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord, ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SellerStore } from '#application/ports/seller-store.port.ts';
import {
  lockClient,
  withSaleConflict,
  type ClientFlowDeps,
  type QuestionnaireCompleted,
  type SaleInProgress,
} from './client-use-cases.ts';
import {
  actorOf,
  answersFor,
  applyEvent,
  notFound,
  type Caller,
  type ClientChanged,
  type NotFound,
} from './common.ts';
import { pairingOf, planPairing } from './pairing.ts';
import type { TransitionError } from '#domain/client-flow/index.ts';

// ---------------------------------------------------------------------------- drafts

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

// ---------------------------------------------------------------------------- the advisor's own visit

export type TakeQuestionnaireClientError =
  | NotFound
  | TransitionError
  | ClientChanged
  | SaleInProgress
  | { code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' };

/**
 * The buyer's questionnaire an advisor filled in on their own device is finished: the client is
 * theirs at once (decision 024). Through the status machine, in one transaction: the waiting room
 * for this advisor (a manual pairing, with the match score when they are available), then accepted
 * by them. An advisor who still has another sale keeps the client waiting for them (`accepted`
 * false) until that sale is ended or resumed and they accept. Nobody is texted: the advisor is the
 * one acting.
 */
export const makeTakeQuestionnaireClient =
  (deps: ClientFlowDeps) =>
  (
    caller: Caller,
    clientId: string,
  ): Promise<Result<{ client: ClientRecord; accepted: boolean }, TakeQuestionnaireClientError>> =>
    withSaleConflict(() =>
      deps.inTransaction(
        async (
          ports,
        ): Promise<
          Result<{ client: ClientRecord; accepted: boolean }, TakeQuestionnaireClientError>
        > => {
          const client = await lockClient(ports.clients, caller, clientId);
          const me = caller.actor.userId;
          if (!client || client.createdBy !== me) return notFound();
          if (client.status === null)
            return err({ code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' as const });
          const now = deps.clock.now();
          let current = client;
          if (client.status === 'questionnaireCompleted') {
            const plan = await planPairing(ports, client, now);
            const entry = plan?.ranking.find((candidate) => candidate.advisor.id === me);
            const waiting = await applyEvent(
              ports.clients,
              client,
              { type: 'enterWaitingRoom', sellerId: me },
              { actor: actorOf(caller), now, pairing: pairingOf(entry, 'manual') },
            );
            if (!waiting.ok) return waiting;
            await ports.clients.recordAssignment(me, now);
            current = waiting.value;
          }
          const sale = await ports.clients.currentSaleOf(me);
          if (sale && sale.clientId !== current.id) return ok({ client: current, accepted: false });
          const settings = await ports.settings.find(current.concessionId);
          if (!settings) return notFound();
          const accepted = await applyEvent(
            ports.clients,
            current,
            { type: 'accept', sellerId: me, holdHours: settings.saleHoldHours },
            // A millisecond after the pairing: the history orders changes by their time.
            { actor: actorOf(caller), now: new Date(now.getTime() + 1) },
          );
          return accepted.ok ? ok({ client: accepted.value, accepted: true }) : accepted;
        },
      ),
    );

// ---------------------------------------------------------------------------- where the advisor is kept

/** What keeps an advisor on one client's pages (product-spec section 4). */
export type AdvisorFocus = {
  /** The client of a sale whose hold still runs. */
  withTheClient: string | null;
  showEndQuestionnaire: boolean;
};

/** The advisor's sale in progress (if its hold still runs) and their end-questionnaire flag. */
export const makeGetAdvisorFocus =
  (deps: {
    clients: Pick<ClientStore, 'currentSaleOf'>;
    sellers: Pick<SellerStore, 'find'>;
    clock: Clock;
  }) =>
  async (sellerId: string): Promise<AdvisorFocus> => {
    // One query at a time: the embedded database interleaves parallel statements (decision 017).
    const sale = await deps.clients.currentSaleOf(sellerId);
    const running = sale !== null && sale.holdExpiresAt.getTime() > deps.clock.now().getTime();
    if (!running) return { withTheClient: null, showEndQuestionnaire: false };
    const seller = await deps.sellers.find(sellerId);
    return {
      withTheClient: sale.clientId,
      showEndQuestionnaire: seller?.showEndQuestionnaire ?? false,
    };
  };
