import type { SellerStore } from '#application/ports/seller-store.port.ts';
import { nextAvailabilityLapse } from '#domain/matching/index.ts';
import { keptReads, type KeptReadsOptions } from './kept-reads.ts';
import type { RowChanges } from './row-changes.ts';

/**
 * The advisors' lists (the API's, the kiosk's manual selection, the managers' pages), kept in this
 * process until a row they rest on changes (docs/decisions/142-seller-lists-cached.md): an
 * advisor's account, profile and heartbeats, licence or test, a dealership, a sale in progress; and
 * no later than the first instant time alone makes an available advisor unavailable (their
 * heartbeat two minutes old). A filter is its key: the use case has already narrowed it to the
 * caller's reach. A kept list is shared by every request that asks for it: its readers never
 * change it.
 */
export const cacheSellerLists = (
  store: Pick<SellerStore, 'list'>,
  changes: RowChanges,
  options: KeptReadsOptions,
): Pick<SellerStore, 'list'> => {
  const kept = keptReads(changes, { maxEntries: 1000, ...options });
  return {
    list: (filter, now) =>
      kept(JSON.stringify(filter), () => store.list(filter, now), {
        until: (sellers) => nextAvailabilityLapse(sellers, now)?.getTime() ?? null,
      }),
  };
};
