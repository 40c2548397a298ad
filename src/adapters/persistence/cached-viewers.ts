import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import { keptReads, type KeptReadsOptions } from './kept-reads.ts';
import type { RowChanges } from './row-changes.ts';

/**
 * The session and API token reads, kept in this process until a row they answer changes
 * (docs/decisions/137-session-reads-cached.md). Every request makes that read; kept, a request
 * saves a round trip to the database and the read's work there. Only what was found is kept: an
 * unknown token is asked again each time. `load` (after a change of the viewer's own) is not cached.
 */
export const cacheViewers = (
  store: ViewerStore,
  changes: RowChanges,
  options: KeptReadsOptions,
): ViewerStore => {
  const kept = keptReads(changes, options);
  const found = (value: unknown) => value !== null;
  return {
    load: store.load,
    findBySession: (sessionId) =>
      kept(`s:${sessionId}`, () => store.findBySession(sessionId), { keep: found }),
    findByApiToken: (tokenId) =>
      kept(`t:${tokenId}`, () => store.findByApiToken(tokenId), { keep: found }),
  };
};
