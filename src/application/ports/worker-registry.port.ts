import type { Heartbeat, WorkerLock } from '#domain/jobs/dead-workers.ts';

/** Job worker pools and their heartbeats, next to the job queue's locks (docs/decisions/039). */
export type WorkerRegistry = {
  /** Records that these worker pools are alive now. */
  beat: (workerIds: readonly string[]) => Promise<void>;
  /** Removes heartbeats: a pool that stops, or one found dead. */
  forget: (workerIds: readonly string[]) => Promise<void>;
  /**
   * The heartbeats, the oldest lock each pool holds, and "now" from the same clock the locks were
   * stamped with (the database's), so the two compare.
   */
  snapshot: () => Promise<{ now: Date; heartbeats: Heartbeat[]; locks: WorkerLock[] }>;
  /** Frees every job and job queue these pools locked, so another worker runs them. */
  unlock: (workerIds: readonly string[]) => Promise<void>;
};
