import { concessionFilter } from '#domain/access/policy.ts';
import type { ClientStatus } from '#domain/client-flow/index.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ClientStore, ListedClient } from '#application/ports/client-store.port.ts';
import { notFound, type Caller, type NotFound } from './common.ts';

export type ListClientsInput = {
  caller: Caller;
  concession?: string;
  statuses?: readonly ClientStatus[];
  carIds?: readonly string[];
  sellerIds?: readonly (string | null)[];
  limit: number;
  offset: number;
};

/** `GET /api/clients`: the clients of the dealerships within reach, newest first, without answers. */
export const makeListClients =
  (deps: { clients: Pick<ClientStore, 'list'> }) =>
  async (input: ListClientsInput): Promise<Result<readonly ListedClient[], NotFound>> => {
    const reachable = concessionFilter(input.caller.actor, input.caller.scope);
    let concessionIds = reachable;
    if (input.concession !== undefined) {
      if (reachable !== null && !reachable.includes(input.concession)) return notFound();
      concessionIds = [input.concession];
    }
    return ok(
      await deps.clients.list({
        concessionIds,
        statuses: input.statuses,
        carIds: input.carIds,
        sellerIds: input.sellerIds,
        limit: input.limit,
        offset: input.offset,
      }),
    );
  };
