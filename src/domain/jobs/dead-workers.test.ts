import { describe, expect, it } from 'vitest';
import { findDeadWorkers } from './dead-workers.ts';

const now = new Date('2026-11-24T20:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const staleAfterMs = 60_000;

describe('findDeadWorkers', () => {
  it('finds a pool that holds an old lock and stopped beating', () => {
    const sweep = findDeadWorkers({
      locks: [{ workerId: 'pool-a', lockedAt: ago(300) }],
      heartbeats: [{ workerId: 'pool-a', beatAt: ago(90) }],
      now,
      staleAfterMs,
    });
    expect(sweep).toEqual({ dead: ['pool-a'], forget: ['pool-a'] });
  });

  it('leaves a pool that still beats, however old its lock (a long job)', () => {
    const sweep = findDeadWorkers({
      locks: [{ workerId: 'pool-a', lockedAt: ago(3600) }],
      heartbeats: [{ workerId: 'pool-a', beatAt: ago(20) }],
      now,
      staleAfterMs,
    });
    expect(sweep).toEqual({ dead: [], forget: [] });
  });

  it('finds a pool that never registered once its lock is older than the threshold', () => {
    const sweep = findDeadWorkers({
      locks: [{ workerId: 'pool-old', lockedAt: ago(61) }],
      heartbeats: [],
      now,
      staleAfterMs,
    });
    expect(sweep.dead).toEqual(['pool-old']);
  });

  it('leaves a fresh lock alone even without a heartbeat (a pool that has just started)', () => {
    const sweep = findDeadWorkers({
      locks: [{ workerId: 'pool-new', lockedAt: ago(5) }],
      heartbeats: [],
      now,
      staleAfterMs,
    });
    expect(sweep.dead).toEqual([]);
  });

  it('counts the threshold itself as stale', () => {
    const sweep = findDeadWorkers({
      locks: [{ workerId: 'pool-a', lockedAt: ago(60) }],
      heartbeats: [{ workerId: 'pool-a', beatAt: ago(60) }],
      now,
      staleAfterMs,
    });
    expect(sweep.dead).toEqual(['pool-a']);
  });

  it('forgets stale heartbeats of pools that hold nothing, and names each pool once', () => {
    const sweep = findDeadWorkers({
      locks: [
        { workerId: 'pool-b', lockedAt: ago(500) },
        { workerId: 'pool-b', lockedAt: ago(400) },
        { workerId: 'pool-live', lockedAt: ago(500) },
      ],
      heartbeats: [
        { workerId: 'pool-gone', beatAt: ago(86_400) },
        { workerId: 'pool-live', beatAt: ago(1) },
      ],
      now,
      staleAfterMs,
    });
    expect(sweep).toEqual({ dead: ['pool-b'], forget: ['pool-gone'] });
  });
});
