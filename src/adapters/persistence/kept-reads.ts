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

/** Which reads are kept, and until when at the latest. */
export type KeepRule<T> = {
  /** Whether a read is kept at all (all are, without it). */
  keep?: (value: T) => boolean;
  /** Milliseconds after which a read no longer answers, if sooner than the time limit; null: none. */
  until?: (value: T) => number | null;
};

/**
 * Reads kept in this process until a row they answer changes, as `changes` tells
 * (docs/decisions/137, 139 and 142): `kept(key, read, rule)` answers a read of the same key begun
 * in the current generation, or reads and keeps what `rule` accepts, until when it says. Nothing is
 * kept or answered while a change is being written here; a read during which a row changed is kept
 * with the generation it began in, so it never answers.
 */
export const keptReads = (
  changes: RowChanges,
  { now, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES }: KeptReadsOptions,
) => {
  /**
   * A read and the generation it began in: it answers only while that generation lasts, from its
   * own time (a clock set back, as the end-to-end tests' is, sees it read again) until `until`.
   */
  type Entry = { value: unknown; generation: number; since: number; until: number };
  const entries = new Map<string, Entry>();

  return async <T>(key: string, read: () => Promise<T>, rule: KeepRule<T> = {}): Promise<T> => {
    const seen = changes.generation();
    const entry = changes.settled() ? entries.get(key) : undefined;
    const readAt = now();
    if (entry?.generation === seen && entry.since <= readAt && readAt < entry.until) {
      return entry.value as T;
    }
    const value = await read();
    if ((rule.keep?.(value) ?? true) && changes.settled()) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const limit = readAt + ttlMs;
      entries.set(key, {
        value,
        generation: seen,
        since: readAt,
        until: Math.min(limit, rule.until?.(value) ?? limit),
      });
    }
    return value;
  };
};
