import type { ListedSeller, SellerStore } from '#application/ports/seller-store.port.ts';
import { nextAvailabilityLapse } from '#domain/matching/index.ts';
import { keptReads, type KeptReadsOptions } from './kept-reads.ts';
import type { RowChanges } from './row-changes.ts';

type KeptSellerReads = Pick<SellerStore, 'list' | 'findWithAvailability'>;

/**
 * The advisors' lists (the API's, the kiosk's manual selection, the managers' pages) and one
 * advisor with their availability (an advisor's home, GET /api/sellers/{id}), kept in this process
 * until a row they rest on changes (docs/decisions/142-seller-lists-cached.md, 146): an advisor's
 * account, profile and heartbeats, licence or test, a dealership, a sale in progress; and no later
 * than the first instant time alone makes an available advisor unavailable (their heartbeat two
 * minutes old). A filter is its key: the use case has already narrowed it to the caller's reach. A
 * kept read is shared by every request that asks for it: its readers never change it.
 */
export const cacheSellerLists = (
  store: KeptSellerReads,
  changes: RowChanges,
  options: KeptReadsOptions,
): KeptSellerReads => {
  const kept = keptReads(changes, { maxEntries: 1000, ...options });
  const lapse = (sellers: readonly ListedSeller[], now: Date) =>
    nextAvailabilityLapse(sellers, now)?.getTime() ?? null;
  return {
    list: (filter, now) =>
      kept(JSON.stringify(filter), () => store.list(filter, now), {
        until: (sellers) => lapse(sellers, now),
      }),
    // A filter's key is JSON (an object's): an advisor's cannot be one.
    findWithAvailability: (sellerId, now) =>
      kept(`advisor ${sellerId}`, () => store.findWithAvailability(sellerId, now), {
        keep: (seller) => seller !== null,
        until: (seller) => lapse(seller ? [seller] : [], now),
      }),
  };
};
