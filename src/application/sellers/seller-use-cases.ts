import { concessionFilter, reaches } from '#domain/access/policy.ts';
import { completedYearsSince, heartbeatCutoff } from '#domain/matching/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { ClientRecord, ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { MatchingStore } from '#application/ports/matching.port.ts';
import type { SellerRecord, SellerStore } from '#application/ports/seller-store.port.ts';

/** An advisor card: the profile plus what changes by the minute. */
export type SellerView = SellerRecord & {
  yearsOfExperience: number | null;
  yearsInDealership: number | null;
  /** Signed in on the seller app right now (a heartbeat younger than 2 minutes). */
  connected: boolean;
  /** Can be given a client now (decisions.md section 4). */
  available: boolean;
};

export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
const notFound = () => err({ code: 'SELLER.NOT_FOUND' } as const);

type Deps = {
  sellers: SellerStore;
  matching: Pick<MatchingStore, 'findAvailableAdvisors'>;
  clock: Clock;
};

/** The ids of the advisors available now in these dealerships (one query per dealership). */
const availableIn = async (deps: Deps, concessionIds: readonly string[], now: Date) => {
  const ids = new Set<string>();
  // One query at a time: the embedded database interleaves parallel statements (decision 017).
  for (const id of new Set(concessionIds)) {
    for (const advisor of await deps.matching.findAvailableAdvisors(id, now)) ids.add(advisor.id);
  }
  return ids;
};

const viewOf = (seller: SellerRecord, available: ReadonlySet<string>, now: Date): SellerView => ({
  ...seller,
  yearsOfExperience: completedYearsSince(seller.carSellerStarted, now),
  yearsInDealership: completedYearsSince(seller.concessionSellerStarted, now),
  connected: seller.lastHeartbeatAt !== null && seller.lastHeartbeatAt > heartbeatCutoff(now),
  available: available.has(seller.id),
});

const reachesSeller = (caller: Caller, seller: SellerRecord) =>
  reaches(caller.actor, caller.scope, { concessionId: seller.concessionId, userId: seller.id });

export type ListSellersInput = {
  caller: Caller;
  /** Every advisor; without it, only those available now (the kiosk's manual selection). */
  all: boolean;
  concession?: string;
  ids?: readonly string[];
};

/** `GET /api/sellers`: advisors of the dealerships within reach (an advisor sees only themself). */
export const makeListSellers =
  (deps: Deps) =>
  async (input: ListSellersInput): Promise<Result<SellerView[], SellerNotFound>> => {
    const { caller } = input;
    const reachable = concessionFilter(caller.actor, caller.scope);
    let concessionIds = reachable;
    if (input.concession !== undefined) {
      if (reachable !== null && !reachable.includes(input.concession)) return notFound();
      concessionIds = [input.concession];
    }
    const ids =
      caller.scope === 'self'
        ? (input.ids ?? [caller.actor.userId]).filter((id) => id === caller.actor.userId)
        : input.ids;
    const sellers = await deps.sellers.list({ concessionIds, ...(ids ? { ids } : {}) });
    const now = deps.clock.now();
    const available = await availableIn(
      deps,
      sellers.map((seller) => seller.concessionId),
      now,
    );
    return ok(
      sellers
        .map((seller) => viewOf(seller, available, now))
        .filter((seller) => input.all || seller.available),
    );
  };

/** `GET /api/sellers/{id}`. */
export const makeGetSeller =
  (deps: Deps) =>
  async (caller: Caller, sellerId: string): Promise<Result<SellerView, SellerNotFound>> => {
    const seller = await deps.sellers.find(sellerId);
    if (!seller || !reachesSeller(caller, seller)) return notFound();
    const now = deps.clock.now();
    return ok(viewOf(seller, await availableIn(deps, [seller.concessionId], now), now));
  };

export type PresenceInput = { caller: Caller; sellerId: string; address: string | null };

/**
 * `POST /api/sellers/{id}/presence`: the seller app's heartbeat (decisions.md section 4). It keeps
 * the advisor signed in for matching for 2 minutes, and counts as "last connection" when it comes
 * from the dealership's network.
 */
export const makeRecordPresence =
  (deps: Deps) =>
  async (input: PresenceInput): Promise<Result<SellerView, SellerNotFound>> => {
    const seller = await deps.sellers.find(input.sellerId);
    if (!seller || !reachesSeller(input.caller, seller)) return notFound();
    await deps.sellers.recordHeartbeat(seller.id, input.address, deps.clock.now());
    return makeGetSeller(deps)(input.caller, seller.id);
  };

export type ConfirmAvailabilityInput = PresenceInput & { clientId?: string };
export type ConfirmAvailabilityError =
  SellerNotFound | { code: 'SELLER.UNFINISHED_SALES' } | { code: 'CLIENT.NOT_FOUND' };

/**
 * `POST /api/sellers/{id}/confirm-availability` (the link sent when a client waits): refused while
 * the advisor still has a sale to finish (product-spec section 8); otherwise it counts as a
 * heartbeat and hands back the client who waits, so the advisor can take them.
 */
export const makeConfirmAvailability =
  (deps: Deps & { clients: Pick<ClientStore, 'currentSaleOf' | 'find'> }) =>
  async (
    input: ConfirmAvailabilityInput,
  ): Promise<
    Result<{ seller: SellerView; client: ClientRecord | null }, ConfirmAvailabilityError>
  > => {
    const seller = await deps.sellers.find(input.sellerId);
    if (!seller || !reachesSeller(input.caller, seller)) return notFound();
    if (await deps.clients.currentSaleOf(seller.id)) {
      return err({ code: 'SELLER.UNFINISHED_SALES' });
    }
    let client: ClientRecord | null = null;
    if (input.clientId !== undefined) {
      client = await deps.clients.find(input.clientId);
      if (!client || client.concessionId !== seller.concessionId) {
        return err({ code: 'CLIENT.NOT_FOUND' });
      }
    }
    const view = await makeRecordPresence(deps)(input);
    if (!view.ok) return view;
    return ok({ seller: view.value, client });
  };
