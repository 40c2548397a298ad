import { sql, type Kysely } from 'kysely';
import type { WorkerRegistry } from '#application/ports/worker-registry.port.ts';
import type { DB } from './db.generated.ts';

/**
 * Heartbeats in `worker_heartbeats`; locks read from graphile-worker's own tables, where `locked_by`
 * is the worker pool's id. Times are the database's: graphile-worker stamps `locked_at` with it.
 */
export const createWorkerRegistry = (db: Kysely<DB>): WorkerRegistry => ({
  beat: async (workerIds) => {
    if (workerIds.length === 0) return;
    await db
      .insertInto('workerHeartbeats')
      .values(workerIds.map((workerId) => ({ workerId })))
      .onConflict((conflict) => conflict.column('workerId').doUpdateSet({ beatAt: sql`now()` }))
      .execute();
  },
  forget: async (workerIds) => {
    if (workerIds.length === 0) return;
    await db.deleteFrom('workerHeartbeats').where('workerId', 'in', workerIds).execute();
  },
  snapshot: async () => {
    const [clock, heartbeats, locks] = [
      await sql<{ now: Date }>`select now() as now`.execute(db),
      await db.selectFrom('workerHeartbeats').select(['workerId', 'beatAt']).execute(),
      await sql<{ workerId: string; lockedAt: Date }>`
        select locked_by as worker_id, min(locked_at) as locked_at from (
          select locked_by, locked_at from graphile_worker._private_jobs where locked_by is not null
          union all
          select locked_by, locked_at from graphile_worker._private_job_queues
            where locked_by is not null
        ) as locks group by locked_by`.execute(db),
    ];
    return { now: clock.rows[0]?.now ?? new Date(), heartbeats, locks: locks.rows };
  },
  unlock: async (workerIds) => {
    if (workerIds.length === 0) return;
    await sql`select graphile_worker.force_unlock_workers(${[...workerIds]}::text[])`.execute(db);
  },
});
