import type { Logger } from '#application/ports/logger.port.ts';
import type { WorkerRegistry } from '#application/ports/worker-registry.port.ts';

export type HeartbeatOptions = {
  workerIds: readonly string[];
  registry: Pick<WorkerRegistry, 'beat' | 'forget'>;
  /** The sweep that frees dead workers' jobs (application/jobs/recover-stalled-jobs.ts). */
  recover: () => Promise<unknown>;
  /** Beat and sweep this often; half the staleness threshold, so one missed beat is not death. */
  intervalMs: number;
  logger: Logger;
};

/**
 * A worker pool's heartbeat (docs/decisions/039): it beats and sweeps once now, then on a timer
 * that does not keep the process alive. `stop` ends the timer and removes the heartbeat.
 */
export const startHeartbeat = async (options: HeartbeatOptions) => {
  const { workerIds, registry, recover, logger } = options;
  let running: Promise<void> | undefined;
  const tick = () => {
    // A beat still waiting for the database is not doubled by the next one.
    running ??= (async () => {
      try {
        await registry.beat(workerIds);
        await recover();
      } catch (error) {
        // A database that does not answer now may answer at the next beat.
        logger.warn('Worker heartbeat failed', { error: String(error) });
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  await tick();
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await registry.forget(workerIds).catch(() => undefined);
    },
  };
};
