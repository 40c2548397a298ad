import type { Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { Caller } from './common.ts';
import { applyToClient, type ClientFlowDeps } from './flow-ports.ts';
import type { FlowError } from './errors.ts';

/**
 * `POST /api/clients/{id}/extra-time`: one more hour on the advisor's sale; on an expired sale it
 * is the confirmed resume, after which the client is back on the advisor's home page.
 */
export const makeExtraTime =
  (deps: ClientFlowDeps) =>
  (caller: Caller, clientId: string): Promise<Result<ClientRecord, FlowError>> =>
    applyToClient(deps, caller, clientId, { type: 'extendHold', sellerId: caller.actor.userId });
