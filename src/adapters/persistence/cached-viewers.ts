import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import type { ViewerChanges } from './viewer-changes.ts';

export type ViewerCacheOptions = {
  /** Milliseconds now (the cache's own clock, so tests can move it). */
  now: () => number;
  /** How long a read is kept at most, changes or not. */
  ttlMs?: number;
  /** How many reads are kept at most; the oldest goes first. */
  maxEntries?: number;
};

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The session and API token reads, kept in this process until a row they answer changes
 * (docs/decisions/137-session-reads-cached.md). Every request makes that read; kept, a request
 * saves a round trip to the database and the read's work there. Only what was found is kept: an
 * unknown token is asked again each time. `load` (after a change of the viewer's own) is not cached.
 */
export const cacheViewers = (
  store: ViewerStore,
  changes: ViewerChanges,
  { now, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES }: ViewerCacheOptions,
): ViewerStore => {
  /** A read and the generation it began in: it answers only while that generation lasts. */
  type Entry = { value: unknown; generation: number; until: number };
  const entries = new Map<string, Entry>();

  const kept = async <T>(key: string, read: () => Promise<T | null>): Promise<T | null> => {
    const seen = changes.generation();
    const entry = changes.settled() ? entries.get(key) : undefined;
    if (entry?.generation === seen && entry.until > now()) return entry.value as T;
    const value = await read();
    // Nothing is kept while a change is being written here; a read during which a row changed is
    // kept with the generation it began in, so it never answers.
    if (value !== null && changes.settled()) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, generation: seen, until: now() + ttlMs });
    }
    return value;
  };

  return {
    load: store.load,
    findBySession: (sessionId) => kept(`s:${sessionId}`, () => store.findBySession(sessionId)),
    findByApiToken: (tokenId) => kept(`t:${tokenId}`, () => store.findByApiToken(tokenId)),
  };
};
