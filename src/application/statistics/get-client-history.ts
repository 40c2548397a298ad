import { err, ok, type Result } from '#domain/shared/result.ts';
import { reachesClient, type Caller } from '#application/client-flow/common.ts';
import type { ClientHistoryEntry } from '#application/ports/client-store.port.ts';
import type { PastClient } from '#application/ports/statistics.port.ts';
import { isSeller, timeZoneOf, type HistoryDeps } from './history-scope.ts';

export type PastClientDetails = {
  client: PastClient;
  /** Every status the client went through, oldest first, with who and when. */
  timeline: ClientHistoryEntry[];
  timeZone: string;
};

/**
 * /seller/clients-history/{id} and /admin/clients-history/{id}: the client's summary and status
 * timeline. Another dealership's client, and for an advisor another advisor's, is not found.
 */
export const makeGetClientHistory =
  (deps: HistoryDeps) =>
  async (
    caller: Caller,
    clientId: string,
  ): Promise<Result<PastClientDetails, { code: 'CLIENT.NOT_FOUND' }>> => {
    const client = await deps.statistics.pastClient(clientId);
    if (
      !client ||
      !reachesClient(caller, client) ||
      (isSeller(caller) && client.seller?.id !== caller.actor.userId)
    ) {
      return err({ code: 'CLIENT.NOT_FOUND' });
    }
    const timeline = await deps.clients.history(client.id);
    // The client's own dealership's calendar (the platform's roles have none of their own).
    const timeZone = await timeZoneOf(deps.statistics, caller, client.concessionId);
    return ok({ client, timeline, timeZone });
  };
