/**
 * Which job workers are dead (docs/decisions/039). graphile-worker marks each job it runs with its
 * worker pool's id and keeps the lock for four hours; a pool that crashed never releases it. Every
 * live pool beats at least twice per `staleAfterMs`, so a pool is dead when it holds a lock older
 * than that and has no heartbeat as recent. The lock's age guards a pool that has just started and
 * locked a job before its first heartbeat was written.
 */
export type Heartbeat = { workerId: string; beatAt: Date };

/** The oldest lock a worker pool holds on a job or a job queue. */
export type WorkerLock = { workerId: string; lockedAt: Date };

export type WorkerSweep = {
  /** Pools whose locks must be released so another worker runs their jobs. */
  dead: string[];
  /** Heartbeats too old to mean anything (dead pools, pools stopped without saying so). */
  forget: string[];
};

export const findDeadWorkers = (input: {
  locks: readonly WorkerLock[];
  heartbeats: readonly Heartbeat[];
  now: Date;
  staleAfterMs: number;
}): WorkerSweep => {
  const cutoff = input.now.getTime() - input.staleAfterMs;
  const alive = new Set(
    input.heartbeats.filter((beat) => beat.beatAt.getTime() > cutoff).map((beat) => beat.workerId),
  );
  const dead = new Set(
    input.locks
      .filter((lock) => lock.lockedAt.getTime() <= cutoff && !alive.has(lock.workerId))
      .map((lock) => lock.workerId),
  );
  const forget = input.heartbeats
    .filter((beat) => !alive.has(beat.workerId))
    .map((beat) => beat.workerId);
  return { dead: [...dead].sort(), forget: [...new Set(forget)].sort() };
};
