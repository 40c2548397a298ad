import type { RowChanges } from './row-changes.ts';

export type KeptReadsOptions = {
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
 * Reads kept in this process until a row they answer changes, as `changes` tells
 * (docs/decisions/137 and 139): `kept(key, read, keep)` answers a read of the same key begun in
 * the current generation, or reads and keeps what `keep` accepts. Nothing is kept or answered while
 * a change is being written here; a read during which a row changed is kept with the generation it
 * began in, so it never answers.
 */
export const keptReads = (
  changes: RowChanges,
  { now, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES }: KeptReadsOptions,
) => {
  /** A read and the generation it began in: it answers only while that generation lasts. */
  type Entry = { value: unknown; generation: number; until: number };
  const entries = new Map<string, Entry>();

  return async <T>(
    key: string,
    read: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> => {
    const seen = changes.generation();
    const entry = changes.settled() ? entries.get(key) : undefined;
    if (entry?.generation === seen && entry.until > now()) return entry.value as T;
    const value = await read();
    if (keep(value) && changes.settled()) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, generation: seen, until: now() + ttlMs });
    }
    return value;
  };
};
