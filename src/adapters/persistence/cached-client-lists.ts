import type { ClientStore } from '#application/ports/client-store.port.ts';
import { keptReads, type KeptReadsOptions } from './kept-reads.ts';
import type { RowChanges } from './row-changes.ts';

/**
 * The client lists (the API's, the advisor's home, the dealership's history), kept in this process
 * until a row they show changes (docs/decisions/139-client-lists-cached.md): a client's listed
 * columns, its cars, an advisor's name. A filter is its key: the use case has already narrowed it to
 * the caller's dealerships, so a kept list answers only a filter of the same reach. A kept list is
 * shared by every request that asks for it: its readers never change it.
 */
export const cacheClientLists = (
  store: Pick<ClientStore, 'list'>,
  changes: RowChanges,
  options: KeptReadsOptions,
): Pick<ClientStore, 'list'> => {
  const kept = keptReads(changes, { maxEntries: 1000, ...options });
  return { list: (filter) => kept(JSON.stringify(filter), () => store.list(filter)) };
};
