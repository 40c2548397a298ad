import { err, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { actorOf, applyEvent, notFound, reachesClient, type Caller } from './common.ts';
import { withSaleConflict, type ClientFlowDeps } from './flow-ports.ts';
import type { FlowError, SaleInProgress } from './errors.ts';

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
