import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import {
  transition,
  type ClientEvent,
  type ClientFlowState,
  type ClientPatch,
  type TransitionError,
} from '#domain/client-flow/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type {
  ApplyTransitionInput,
  ChangeActor,
  ClientFeedback,
  ClientRecord,
  ClientStore,
  Pairing,
  PersonRef,
} from '#application/ports/client-store.port.ts';

/** Who calls and how far the policy table lets them reach (from the route's action). */
export type Caller = { actor: Actor; scope: Scope };

export type NotFound = { code: 'CLIENT.NOT_FOUND' };
export const notFound = () => err({ code: 'CLIENT.NOT_FOUND' } as const);

/** Another dealership's client is answered like a missing one (docs/spec/decisions.md section 2). */
export const reachesClient = (caller: Caller, client: { concessionId: string }) =>
  reaches(caller.actor, caller.scope, { concessionId: client.concessionId });

/**
 * Who may answer a visit's questionnaire: the kiosk of its dealership, or the advisor who started it
 * on their own device (decision 024); another advisor's unfinished visit is answered like a missing
 * one.
 */
export const answersFor = (caller: Caller, client: { createdBy: string | null }) =>
  caller.actor.role !== 'seller' || client.createdBy === caller.actor.userId;

export const actorOf = (caller: Caller): ChangeActor => ({
  userId: caller.actor.userId,
  role: caller.actor.role,
});

export const stateOf = (client: ClientRecord): ClientFlowState => ({
  status: client.status,
  sellerId: client.sellerId,
  holdExpiresAt: client.holdExpiresAt,
  beBackAt: client.beBackAt,
  // The store never returns deleted clients.
  deleted: false,
});

/**
 * Car ids as the store reads them back: each once, in order (ids of the catalogue, as it spells
 * them; docs/decisions/125).
 */
const withCars = (stored: readonly string[], added: readonly string[]) =>
  [...new Set([...stored, ...added])].sort();

/**
 * The client as a read would find it after `applyTransition` wrote `patch`: the record the
 * transition was decided from with what it wrote laid over it, and the advisor named by the store,
 * so the transition makes no read of its own (docs/decisions/125).
 */
const asWritten = (
  current: ClientRecord,
  patch: ClientPatch,
  seller: PersonRef | null,
  options: { pairing?: Pairing; feedback?: ClientFeedback },
): ClientRecord => {
  const { pairing, feedback } = options;
  return {
    ...current,
    ...patch,
    sellerId: seller?.id ?? null,
    seller,
    ...(pairing && { selectionMode: pairing.selectionMode, matchScore: pairing.matchScore }),
    ...(feedback && {
      feedback,
      cars: {
        interested: current.cars.interested,
        viewed: withCars(current.cars.viewed, feedback.modelsViewed),
        sold: withCars(current.cars.sold, feedback.modelsSold),
      },
    }),
  };
};

/** Two writers in a row moved the client under our feet: give up rather than loop. */
export type ClientChanged = { code: 'CLIENT.CHANGED' };
const ATTEMPTS = 3;

/**
 * Runs one event through the status machine and writes the result: a conditional UPDATE on the
 * state the decision was taken from, with its history row. When another request changed the client
 * first, the client is read again and the event decided anew (so the loser of an accept race learns
 * that the client is taken, from the status machine itself). Returns the state written.
 */
export const applyEvent = async (
  clients: Pick<ClientStore, 'applyTransition' | 'find'>,
  client: ClientRecord,
  event: ClientEvent,
  options: {
    actor: ChangeActor;
    now: Date;
    pairing?: Pairing;
    feedback?: ClientFeedback;
    reason?: string;
    answers?: ApplyTransitionInput['answers'];
    personality?: ApplyTransitionInput['personality'];
    /** Over this version of the row only: a lost write is not tried again (decision 152). */
    ifVersion?: string;
  },
): Promise<Result<ClientRecord, TransitionError | ClientChanged>> => {
  let current = client;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const decided = transition(stateOf(current), event, options.now);
    if (!decided.ok) return decided;
    const { patch, change } = decided.value;
    if (change === null && Object.keys(patch).length === 0) return ok(current);
    const written = await clients.applyTransition({
      clientId: current.id,
      concessionId: current.concessionId,
      expected: { status: current.status, sellerId: current.sellerId },
      patch,
      change,
      actor: options.actor,
      at: options.now,
      pairing: options.pairing,
      feedback: options.feedback,
      reason: options.reason,
      answers: options.answers,
      personality: options.personality,
      ifVersion: options.ifVersion,
    });
    if (written) return ok(asWritten(current, patch, written.seller, options));
    if (options.ifVersion !== undefined) break;
    const reread = await clients.find(current.id);
    if (!reread) return err({ code: 'CLIENT.NOT_FOUND' });
    current = reread;
  }
  return err({ code: 'CLIENT.CHANGED' });
};
