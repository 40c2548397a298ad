import { describe, expect, it } from 'vitest';
import { silentLogger } from '#tests/fakes/logger.ts';
import type { WorkerRegistry } from '#application/ports/worker-registry.port.ts';
import type { Heartbeat, WorkerLock } from '#domain/jobs/dead-workers.ts';
import { makeRecoverStalledJobs } from './recover-stalled-jobs.ts';

const now = new Date('2026-11-24T20:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

const fakeRegistry = (heartbeats: Heartbeat[], locks: WorkerLock[]) => {
  const calls = { unlocked: [] as string[], forgotten: [] as string[] };
  const registry: WorkerRegistry = {
    beat: async () => undefined,
    forget: async (ids) => void calls.forgotten.push(...ids),
    snapshot: async () => ({ now, heartbeats, locks }),
    unlock: async (ids) => void calls.unlocked.push(...ids),
  };
  return { registry, calls };
};

describe('recover stalled jobs', () => {
  it('unlocks the jobs of a pool that stopped beating and forgets its heartbeat', async () => {
    const { registry, calls } = fakeRegistry(
      [
        { workerId: 'pool-dead', beatAt: ago(120) },
        { workerId: 'pool-live', beatAt: ago(10) },
      ],
      [
        { workerId: 'pool-dead', lockedAt: ago(130) },
        { workerId: 'pool-live', lockedAt: ago(600) },
      ],
    );
    const recover = makeRecoverStalledJobs({
      registry,
      logger: silentLogger,
      staleAfterMs: 60_000,
    });
    expect(await recover()).toEqual(['pool-dead']);
    expect(calls).toEqual({ unlocked: ['pool-dead'], forgotten: ['pool-dead'] });
  });

  it('does nothing when every pool beats', async () => {
    const { registry, calls } = fakeRegistry(
      [{ workerId: 'pool-live', beatAt: ago(1) }],
      [{ workerId: 'pool-live', lockedAt: ago(600) }],
    );
    const recover = makeRecoverStalledJobs({
      registry,
      logger: silentLogger,
      staleAfterMs: 60_000,
    });
    expect(await recover()).toEqual([]);
    expect(calls).toEqual({ unlocked: [], forgotten: [] });
  });
});
