import { describe, expect, it } from 'vitest';
import type { ListedSeller } from '#application/ports/seller-store.port.ts';
import { cacheSellerLists } from './cached-seller-lists.ts';
import type { RowChanges } from './row-changes.ts';

// When a kept advisors' list answers (docs/decisions/142); the database's side is in
// seller-list-changes.int.test.ts.
const T0 = Date.parse('2026-11-28T12:00:00Z');

const setUp = () => {
  let clock = T0;
  let generation = 0;
  let reads = 0;
  /** The advisor's heartbeat as the store reads it, and whether they are available. */
  let heartbeat: Date | null = new Date(T0 - 90_000);
  let available = true;
  const changes: RowChanges = { generation: () => generation, settled: () => true };
  const read = () => {
    reads += 1;
    return {
      id: 's1',
      available,
      lastHeartbeatAt: heartbeat,
      lastOnSiteHeartbeatAt: null,
    } as ListedSeller;
  };
  const lists = cacheSellerLists(
    {
      list: () => Promise.resolve([read()]),
      findWithAvailability: (sellerId) => {
        if (sellerId === 's1') return Promise.resolve(read());
        reads += 1;
        return Promise.resolve(null);
      },
    },
    changes,
    { now: () => clock },
  );
  const ask = () => lists.list({ concessionIds: ['c1'] }, new Date(clock));
  const askOne = (sellerId = 's1') => lists.findWithAvailability(sellerId, new Date(clock));
  return {
    ask,
    askOne,
    reads: () => reads,
    at: (ms: number) => (clock = T0 + ms),
    change: (next: { heartbeat?: Date | null; available?: boolean }) => {
      if (next.heartbeat !== undefined) heartbeat = next.heartbeat;
      if (next.available !== undefined) available = next.available;
      generation += 1;
    },
  };
};

describe("the advisors' lists kept in memory", () => {
  it('answers the same list until an available advisor’s heartbeat is two minutes old', async () => {
    const { ask, reads, at } = setUp();
    const first = await ask();
    at(29_999);
    expect(await ask()).toBe(first);
    expect(reads()).toBe(1);
    // The heartbeat 90 s before T0 turns two minutes old 30 s after it (before the time limit).
    at(30_000);
    expect(await ask()).not.toBe(first);
    expect(reads()).toBe(2);
  });

  it('reads again after a change, and keeps a list with nobody available up to its time limit', async () => {
    const { ask, reads, at, change } = setUp();
    await ask();
    change({ available: false, heartbeat: new Date(T0 - 200_000) });
    expect((await ask())[0]?.available).toBe(false);
    at(59_999);
    await ask();
    expect(reads()).toBe(2);
    at(60_000);
    await ask();
    expect(reads()).toBe(3);
  });

  it('reads again when the clock is set back before the list was read', async () => {
    const { ask, reads, at } = setUp();
    at(10_000);
    await ask();
    at(5_000);
    await ask();
    expect(reads()).toBe(2);
  });

  it('keeps one advisor as it keeps a list, and never an advisor not found', async () => {
    const { askOne, reads, at, change } = setUp();
    const first = await askOne();
    at(29_999);
    expect(await askOne()).toBe(first);
    expect(reads()).toBe(1);
    at(30_000);
    expect(await askOne()).not.toBe(first);
    expect(reads()).toBe(2);
    change({ available: false });
    expect((await askOne())?.available).toBe(false);
    expect(reads()).toBe(3);
    expect(await askOne('s2')).toBeNull();
    expect(await askOne('s2')).toBeNull();
    expect(reads()).toBe(5);
  });
});
