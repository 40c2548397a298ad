import type { Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { Caller } from './common.ts';
import { applyToClient, type ClientFlowDeps } from './flow-ports.ts';
import type { FlowError } from './errors.ts';

/**
 * `DELETE /api/clients/{id}`: a soft delete kept for statistics. The kiosk (its reset) may only
 * cancel a visit no advisor has taken; owners and administrators may delete any client.
 */
export const makeDeleteClient =
  (deps: ClientFlowDeps) =>
  (caller: Caller, clientId: string): Promise<Result<ClientRecord, FlowError>> =>
    applyToClient(deps, caller, clientId, {
      type: 'delete',
      by: caller.actor.role === 'client' ? 'kiosk' : 'manager',
    });
