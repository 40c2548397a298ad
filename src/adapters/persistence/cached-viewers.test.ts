import { describe, expect, it } from 'vitest';
import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import { cacheViewers } from './cached-viewers.ts';
import type { RowChanges } from './row-changes.ts';

// What the cache keeps and when it asks again (docs/decisions/137); the database's side is in
// cached-viewers.int.test.ts.
const setUp = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
  let clock = 0;
  let generation = 0;
  let settled = true;
  const asked: string[] = [];
  const known = new Set(['a', 'b', 'c']);
  /** Runs while the store reads: a change made meanwhile. */
  let during: () => unknown = () => undefined;
  const found = (id: string) => {
    asked.push(id);
    during();
    // A new object per read, so a kept answer is told apart from a new one.
    return Promise.resolve(known.has(id) ? ({ id } as never) : null);
  };
  const store: ViewerStore = {
    load: () => Promise.resolve(null),
    findBySession: found,
    findByApiToken: (id) => found(`token ${id}`),
  };
  const changes: RowChanges = {
    generation: () => generation,
    settled: () => settled,
  };
  const cache = cacheViewers(store, changes, { now: () => clock, ...options });
  return {
    cache,
    asked,
    known,
    tick: (ms: number) => (clock += ms),
    change: () => (generation += 1),
    unsettle: (value: boolean) => (settled = !value),
    whileReading: (work: () => void) => (during = work),
  };
};

describe('the session reads kept in memory', () => {
  it('answers a second read of the same session from memory, the same answer', async () => {
    const { cache, asked } = setUp();
    const first = await cache.findBySession('a');
    expect(await cache.findBySession('a')).toBe(first);
    expect(asked).toEqual(['a']);
  });

  it('keeps sessions and API tokens apart', async () => {
    const { cache, asked, known } = setUp();
    known.add('token a');
    await cache.findBySession('a');
    await cache.findByApiToken('a');
    await cache.findByApiToken('a');
    expect(asked).toEqual(['a', 'token a']);
  });

  it('asks again for an unknown session every time', async () => {
    const { cache, asked } = setUp();
    expect(await cache.findBySession('x')).toBeNull();
    expect(await cache.findBySession('x')).toBeNull();
    expect(asked).toEqual(['x', 'x']);
  });

  it('forgets everything when a row changes', async () => {
    const { cache, asked, change } = setUp();
    await cache.findBySession('a');
    await cache.findBySession('b');
    change();
    await cache.findBySession('a');
    await cache.findBySession('b');
    expect(asked).toEqual(['a', 'b', 'a', 'b']);
  });

  it('does not keep a read during which a row changed', async () => {
    const { cache, asked, change, whileReading } = setUp();
    whileReading(change);
    await cache.findBySession('a');
    whileReading(() => undefined);
    await cache.findBySession('a');
    await cache.findBySession('a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('neither keeps nor answers from memory while a change is being written', async () => {
    const { cache, asked, unsettle } = setUp();
    await cache.findBySession('a');
    unsettle(true);
    await cache.findBySession('a');
    await cache.findBySession('a');
    unsettle(false);
    await cache.findBySession('a');
    expect(asked).toEqual(['a', 'a', 'a']);
  });

  it('asks again once a read is older than its time to live', async () => {
    const { cache, asked, tick } = setUp({ ttlMs: 1000 });
    await cache.findBySession('a');
    tick(999);
    await cache.findBySession('a');
    tick(1);
    await cache.findBySession('a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('keeps at most so many reads, the oldest leaving first', async () => {
    const { cache, asked } = setUp({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c', 'b', 'c', 'a']) await cache.findBySession(id);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
