import type { Logger } from '#application/ports/logger.port.ts';
import type { WorkerRegistry } from '#application/ports/worker-registry.port.ts';
import { findDeadWorkers } from '#domain/jobs/dead-workers.ts';

/**
 * The sweep, at start-up and on a schedule (docs/decisions/039): the jobs of a worker pool that
 * stopped beating (a process killed mid-job) are unlocked, so a live worker runs them again within
 * minutes instead of graphile-worker's four hours. Returns the pools found dead.
 */
export const makeRecoverStalledJobs =
  (deps: { registry: WorkerRegistry; logger: Logger; staleAfterMs: number }) => async () => {
    const { now, heartbeats, locks } = await deps.registry.snapshot();
    const { dead, forget } = findDeadWorkers({
      now,
      heartbeats,
      locks,
      staleAfterMs: deps.staleAfterMs,
    });
    if (dead.length > 0) {
      await deps.registry.unlock(dead);
      deps.logger.warn('Released the jobs of stopped workers', { workers: dead });
    }
    if (forget.length > 0) await deps.registry.forget(forget);
    return dead;
  };
