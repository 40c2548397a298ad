import { concessionFilter } from '#domain/access/policy.ts';
import {
  changeVisitPurpose,
  draftWithoutParts,
  hasAnswers,
  QUESTIONNAIRE_PARTS,
  mergeQuestionnaire,
  RELATIONSHIP_OUTCOMES,
  selectionModeFor,
  validateQuestionnaire,
  type ClientStatus,
  type PurposeChangeError,
  type QuestionnairePart,
  type QuestionnaireValidationError,
  type RelationshipOutcome,
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
import type {
  ClientFeedback,
  ClientHistoryEntry,
  ClientRecord,
  ClientStore,
} from '#application/ports/client-store.port.ts';
import { SaleInProgressConflict } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { ConcessionSettingsStore } from '#application/ports/concession-settings.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import type { MatchingStore } from '#application/ports/matching.port.ts';
import type { LambdaStore } from '#application/ports/psychometrics.port.ts';
import type { SellerStore } from '#application/ports/seller-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { ClientProfileView } from '#application/psychometrics/get-psychometric-profile.ts';
import { FIRST_LAMBDA } from '#application/psychometrics/save-questionnaire.ts';
import {
  actorOf,
  answersFor,
  applyEvent,
  notFound,
  reachesClient,
  type Caller,
  type ClientChanged,
  type NotFound,
} from './common.ts';
import { pairingOf, planPairing, type PairingPlan } from './pairing.ts';

/** The ports a client-flow transaction works with, all bound to the same transaction. */
export type ClientFlowPorts = {
  clients: ClientStore;
  settings: ConcessionSettingsStore;
  matching: MatchingStore;
  lambdas: LambdaStore;
  sellers: SellerStore;
  catalogue: KioskCatalogue;
  jobs: JobQueue;
};

export type ClientFlowDeps = {
  inTransaction: UnitOfWork<ClientFlowPorts>;
  clock: Clock;
};

export type SaleInProgress = { code: 'SELLER.SALE_IN_PROGRESS' };
export type SellerNotAvailable = { code: 'SELLER.NOT_AVAILABLE' };
export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
export type QuestionnaireCompleted = { code: 'CLIENT.QUESTIONNAIRE_COMPLETED' };
export type QuestionnaireIncomplete = { code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' };
export type FeedbackInvalid = {
  code: 'CLIENT.FEEDBACK_INVALID';
  field: 'modelsViewed' | 'modelsSold';
  reason: 'unknownCar' | 'soldWithoutSale';
};

type FlowError = NotFound | TransitionError | ClientChanged;

/** Finds a client within the caller's reach, locked for the rest of the transaction. */
export const lockClient = async (clients: ClientStore, caller: Caller, clientId: string) => {
  const client = await clients.find(clientId, { forUpdate: true });
  return client && reachesClient(caller, client) ? client : null;
};

/**
 * The advisor's unique index can refuse an accept that the use case's own check let through (the
 * same advisor accepting two clients at the same instant); the transaction is then lost as a whole.
 */
export const withSaleConflict = async <T, E>(
  work: () => Promise<Result<T, E>>,
): Promise<Result<T, E | SaleInProgress>> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SaleInProgressConflict) return err({ code: 'SELLER.SALE_IN_PROGRESS' });
    throw error;
  }
};

// ---------------------------------------------------------------------------- create

export type CreateClientInput = { caller: Caller; language: Language; sequence: VisitPurpose };
export type CreateClientError = { code: 'CLIENT.NO_CONCESSION' };

/**
 * `POST /api/clients`: a visit starts on the kiosk, or on an advisor's device for a buyer who does
 * not use the kiosk (language and visit purpose); the caller is recorded as who started it.
 */
export const makeCreateClient =
  (deps: { clients: Pick<ClientStore, 'create'>; clock: Clock }) =>
  async (input: CreateClientInput): Promise<Result<ClientRecord, CreateClientError>> => {
    const concessionId = input.caller.actor.concessionId;
    if (!concessionId) return err({ code: 'CLIENT.NO_CONCESSION' });
    return ok(
      await deps.clients.create({
        concessionId,
        language: input.language,
        sequence: input.sequence,
        // The kiosk tablet, or an advisor filling the questionnaire on their own device.
        createdBy: input.caller.actor.userId,
        at: deps.clock.now(),
      }),
    );
  };

// ---------------------------------------------------------------------------- read

export type ClientDetails = {
  client: ClientRecord;
  history: ClientHistoryEntry[];
  profile: ClientProfileView['psychometricProfile'];
  /** Display names of the cars the client relates to. */
  carNames: Map<string, string>;
};

/** `GET /api/clients/{id}`: the record, its history (who and when) and the client's profile. */
export const makeGetClient =
  (deps: {
    clients: Pick<ClientStore, 'find' | 'history'>;
    catalogue: Pick<KioskCatalogue, 'namesOf'>;
    clientProfile: (clientId: string, access: Caller) => Promise<ClientProfileView | null>;
  }) =>
  async (caller: Caller, clientId: string): Promise<Result<ClientDetails, NotFound>> => {
    const client = await deps.clients.find(clientId);
    if (!client || !reachesClient(caller, client)) return notFound();
    const { interested, viewed, sold } = client.cars;
    // One query at a time: the embedded database interleaves a request's parallel statements.
    const history = await deps.clients.history(clientId);
    const profile = await deps.clientProfile(clientId, caller);
    const carNames = await deps.catalogue.namesOf([
      ...new Set([...interested, ...viewed, ...sold]),
    ]);
    return ok({ client, history, profile: profile?.psychometricProfile ?? null, carNames });
  };

export type ListClientsInput = {
  caller: Caller;
  concession?: string;
  statuses?: readonly ClientStatus[];
  carIds?: readonly string[];
  sellerIds?: readonly (string | null)[];
  limit: number;
  offset: number;
};

/** `GET /api/clients`: the clients of the dealerships within reach, newest first. */
export const makeListClients =
  (deps: { clients: Pick<ClientStore, 'list'> }) =>
  async (input: ListClientsInput): Promise<Result<ClientRecord[], NotFound>> => {
    const reachable = concessionFilter(input.caller.actor, input.caller.scope);
    let concessionIds = reachable;
    if (input.concession !== undefined) {
      if (reachable !== null && !reachable.includes(input.concession)) return notFound();
      concessionIds = [input.concession];
    }
    return ok(
      await deps.clients.list({
        concessionIds,
        ...(input.statuses ? { statuses: input.statuses } : {}),
        ...(input.carIds ? { carIds: input.carIds } : {}),
        ...(input.sellerIds ? { sellerIds: input.sellerIds } : {}),
        limit: input.limit,
        offset: input.offset,
      }),
    );
  };

// ---------------------------------------------------------------------------- questionnaire

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
      const given = validateQuestionnaire(input.answers, {
        currentYear,
        ...(catalogueCarIds ? { catalogueCarIds } : {}),
      });
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

// ---------------------------------------------------------------------------- pairing

/** The kiosk's next step for a client whose questionnaire is done. */
export const makeGetPairing =
  (deps: {
    clients: Pick<ClientStore, 'find'>;
    pairing: Parameters<typeof planPairing>[0];
    clock: Clock;
  }) =>
  async (
    caller: Caller,
    clientId: string,
  ): Promise<
    Result<{ client: ClientRecord; plan: PairingPlan }, NotFound | QuestionnaireIncomplete>
  > => {
    const client = await deps.clients.find(clientId);
    if (!client || !reachesClient(caller, client)) return notFound();
    const plan = await planPairing(deps.pairing, client, deps.clock.now());
    if (!plan) return err({ code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' });
    return ok({ client, plan });
  };

export type ChooseSellerInput = {
  caller: Caller;
  clientId: string;
  /** The advisor chosen on the kiosk; null lets the dealership's mode decide. */
  sellerId: string | null;
};

export type ChooseSellerError =
  FlowError | QuestionnaireIncomplete | SellerNotAvailable | SaleInProgress;

/** Advisors are told by SMS (or the outbox) that a client waits for them. */
const notifyAdvisor = (jobs: JobQueue, clientId: string, sellerId: string) =>
  jobs.enqueue(
    'notify-advisor',
    { clientId, sellerId },
    { jobKey: `notify-advisor:${clientId}`, maxAttempts: 5 },
  );

/**
 * `POST /api/clients/{id}/seller` (the kiosk): the client goes to the waiting room for the advisor
 * they chose among the available ones, or, without a choice, for whoever the dealership's mode
 * picks (best match, round robin) or the next free advisor (advisor picks, nobody available).
 */
export const makeChooseSeller =
  (deps: ClientFlowDeps) =>
  (input: ChooseSellerInput): Promise<Result<ClientRecord, ChooseSellerError>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, input.caller, input.clientId);
      if (!client) return notFound();
      const now = deps.clock.now();
      const plan = await planPairing(ports, client, now);
      if (!plan) return err({ code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' as const });
      const { decision, mode, ranking } = plan;

      let chosen = ranking.find((entry) => entry.advisor.id === input.sellerId);
      if (input.sellerId !== null && !chosen) return err({ code: 'SELLER.NOT_AVAILABLE' as const });
      if (input.sellerId === null && decision.kind === 'assign') chosen = decision.advisor;

      const sellerId = chosen?.advisor.id ?? null;
      const pairing = pairingOf(
        chosen,
        sellerId ? selectionModeFor(decision, mode, sellerId) : mode,
      );
      const entered = await applyEvent(
        ports.clients,
        client,
        { type: 'enterWaitingRoom', sellerId },
        { actor: actorOf(input.caller), now, pairing },
      );
      if (!entered.ok) return entered;
      if (sellerId) {
        await ports.clients.recordAssignment(sellerId, now);
        await notifyAdvisor(ports.jobs, client.id, sellerId);
      }
      return entered;
    });

export type SetSellerInput = { caller: Caller; clientId: string; sellerId: string };

/**
 * `PUT /api/clients/{id}/seller` (owner, admin): manual pairing, whatever the mode, with any advisor
 * of the dealership; a client still waiting may be given to another advisor.
 */
export const makeSetSeller =
  (deps: ClientFlowDeps) =>
  (input: SetSellerInput): Promise<Result<ClientRecord, FlowError | SellerNotFound>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, input.caller, input.clientId);
      if (!client) return notFound();
      const seller = await ports.sellers.find(input.sellerId);
      if (!seller || seller.concessionId !== client.concessionId) {
        return err({ code: 'SELLER.NOT_FOUND' as const });
      }
      const now = deps.clock.now();
      const plan = await planPairing(ports, client, now);
      const entry = plan?.ranking.find((candidate) => candidate.advisor.id === seller.id);
      const assigned = await applyEvent(
        ports.clients,
        client,
        { type: 'assignSeller', sellerId: seller.id },
        { actor: actorOf(input.caller), now, pairing: pairingOf(entry, 'manual') },
      );
      if (!assigned.ok) return assigned;
      await ports.clients.recordAssignment(seller.id, now);
      await notifyAdvisor(ports.jobs, client.id, seller.id);
      return assigned;
    });

// ---------------------------------------------------------------------------- the advisor's side

export type AcceptClientError = FlowError | SaleInProgress;

/**
 * `POST /api/clients/{id}/accept`: exactly one advisor wins when several accept at once. The write
 * is one conditional UPDATE (status still `waitingRoom`, still for this advisor or for nobody); the
 * others find the client taken and get CLIENT.ALREADY_ACCEPTED. An advisor who still has a sale
 * (even an expired one) must end or resume it first; the unique index backs that rule up.
 */
export const makeAcceptClient =
  (deps: ClientFlowDeps) =>
  (caller: Caller, clientId: string): Promise<Result<ClientRecord, AcceptClientError>> =>
    withSaleConflict(() =>
      deps.inTransaction(async (ports): Promise<Result<ClientRecord, AcceptClientError>> => {
        // Not locked: the conditional update is the lock, so racing accepts never queue here.
        const client = await ports.clients.find(clientId);
        if (!client || !reachesClient(caller, client)) return notFound();
        const sellerId = caller.actor.userId;
        const current = await ports.clients.currentSaleOf(sellerId);
        if (current && current.clientId !== client.id) {
          return err({ code: 'SELLER.SALE_IN_PROGRESS' as const });
        }
        const settings = await ports.settings.find(client.concessionId);
        if (!settings) return notFound();
        const now = deps.clock.now();
        const accepted = await applyEvent(
          ports.clients,
          client,
          { type: 'accept', sellerId, holdHours: settings.saleHoldHours },
          { actor: actorOf(caller), now },
        );
        if (!accepted.ok) return accepted;
        if (client.sellerId === null) await ports.clients.recordAssignment(sellerId, now);
        return accepted;
      }),
    );

export type EndRelationshipInput = {
  caller: Caller;
  clientId: string;
  outcome: RelationshipOutcome;
  modelsViewed: readonly string[];
  modelsSold: readonly string[];
  comment: string;
};

/**
 * `PUT /api/clients/{id}/feedback`: the end questionnaire (sold? models viewed or sold, comment)
 * ends the advisor's sale as sold, not sold or be-back, and clears their end-questionnaire flag.
 */
export const makeEndRelationship =
  (deps: ClientFlowDeps) =>
  (input: EndRelationshipInput): Promise<Result<ClientRecord, FlowError | FeedbackInvalid>> =>
    deps.inTransaction(
      async (ports): Promise<Result<ClientRecord, FlowError | FeedbackInvalid>> => {
        const client = await lockClient(ports.clients, input.caller, input.clientId);
        if (!client) return notFound();
        if (!RELATIONSHIP_OUTCOMES.includes(input.outcome)) throw new Error('unknown outcome');
        const modelsViewed = [...new Set(input.modelsViewed)];
        const modelsSold = [...new Set(input.modelsSold)];
        // Only a sale sells a model.
        if (input.outcome !== 'sold' && modelsSold.length > 0) {
          return err({
            code: 'CLIENT.FEEDBACK_INVALID' as const,
            field: 'modelsSold' as const,
            reason: 'soldWithoutSale' as const,
          });
        }
        const known = await ports.catalogue.namesOf([...modelsViewed, ...modelsSold]);
        for (const [field, ids] of [
          ['modelsViewed', modelsViewed],
          ['modelsSold', modelsSold],
        ] as const) {
          if (ids.some((id) => !known.has(id))) {
            return err({
              code: 'CLIENT.FEEDBACK_INVALID' as const,
              field,
              reason: 'unknownCar' as const,
            });
          }
        }
        const feedback: ClientFeedback = {
          outcome: input.outcome,
          sale: input.outcome === 'sold',
          modelsViewed,
          modelsSold,
          comment: input.comment.trim(),
        };
        const ended = await applyEvent(
          ports.clients,
          client,
          { type: 'end', sellerId: input.caller.actor.userId, outcome: input.outcome },
          { actor: actorOf(input.caller), now: deps.clock.now(), feedback },
        );
        // The end questionnaire is answered: the advisor is no longer kept on it.
        if (ended.ok) {
          const seller = await ports.sellers.find(input.caller.actor.userId);
          if (seller?.showEndQuestionnaire) {
            await ports.sellers.setShowEndQuestionnaire(seller.id, false);
          }
        }
        return ended;
      },
    );

/**
 * `POST /api/clients/{id}/extra-time`: one more hour on the advisor's sale; on an expired sale it
 * is the confirmed resume, after which the client is back on the advisor's home page.
 */
export const makeExtraTime =
  (deps: ClientFlowDeps) =>
  (caller: Caller, clientId: string): Promise<Result<ClientRecord, FlowError>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, caller, clientId);
      if (!client) return notFound();
      return applyEvent(
        ports.clients,
        client,
        { type: 'extendHold', sellerId: caller.actor.userId },
        { actor: actorOf(caller), now: deps.clock.now() },
      );
    });

/**
 * `DELETE /api/clients/{id}`: a soft delete kept for statistics. The kiosk (its reset) may only
 * cancel a visit no advisor has taken; owners and administrators may delete any client.
 */
export const makeDeleteClient =
  (deps: ClientFlowDeps) =>
  (caller: Caller, clientId: string): Promise<Result<ClientRecord, FlowError>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, caller, clientId);
      if (!client) return notFound();
      return applyEvent(
        ports.clients,
        client,
        { type: 'delete', by: caller.actor.role === 'client' ? 'kiosk' : 'manager' },
        { actor: actorOf(caller), now: deps.clock.now() },
      );
    });

/** Scheduled: be-back clients are archived once their dealership's archive delay has passed. */
export const makeArchiveBeBacks =
  (deps: ClientFlowDeps & { clients: Pick<ClientStore, 'dueForArchive'> }) =>
  async (): Promise<{ archived: number }> => {
    const now = deps.clock.now();
    let archived = 0;
    for (const due of await deps.clients.dueForArchive(now, 500)) {
      // One transaction per client: a failure leaves the others archived.
      const done = await deps.inTransaction(async (ports) => {
        const client = await ports.clients.find(due.id, { forUpdate: true });
        const settings = client && (await ports.settings.find(client.concessionId));
        if (!client || !settings) return false;
        const result = await applyEvent(
          ports.clients,
          client,
          { type: 'archive', archiveDelayWeeks: settings.archiveDelayWeeks },
          { actor: { userId: null, role: 'system' }, now, reason: 'archiveDelayElapsed' },
        );
        return result.ok;
      });
      if (done) archived += 1;
    }
    return { archived };
  };
