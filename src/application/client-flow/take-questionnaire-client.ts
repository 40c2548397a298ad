import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import {
  actorOf,
  applyEvent,
  notFound,
  type Caller,
  type ClientChanged,
  type NotFound,
} from './common.ts';
import { pairingOf, planPairing } from './pairing.ts';
import type { TransitionError } from '#domain/client-flow/index.ts';
import { lockClient, withSaleConflict, type ClientFlowDeps } from './flow-ports.ts';
import type { SaleInProgress } from './errors.ts';

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
            const entry = plan?.ranking.find((candidate) => candidate.seller.id === me);
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
