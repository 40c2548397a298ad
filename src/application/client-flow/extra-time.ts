import type { Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { actorOf, applyEvent, notFound, type Caller } from './common.ts';
import { lockClient, type ClientFlowDeps } from './flow-ports.ts';
import type { FlowError } from './errors.ts';

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
