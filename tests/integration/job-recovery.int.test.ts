import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeRecoverStalledJobs } from '#application/jobs/recover-stalled-jobs.ts';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { startHeartbeat } from '#adapters/jobs/heartbeat.ts';
import { buildTaskList } from '#adapters/jobs/tasks.ts';
import { installJobSchema, startWorker } from '#adapters/jobs/worker.ts';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { createWorkerRegistry } from '#adapters/persistence/worker-registry.repository.ts';
import { test } from '#tests/fixtures/integration.ts';
import { waitFor } from '#tests/fixtures/wait-for.ts';

/*
 * Job recovery (docs/decisions/039, issue 19 item 4): a job locked by a worker pool that stopped
 * beating (its process killed with kill -9) is unlocked by the sweep and runs; a job locked by a
 * pool that still beats is left alone.
 */
const logger = createJsonLogger({ level: 'silent' });
let database: Database;

test.override({ template: 'empty' });

test.beforeAll(async ({ database: given }) => {
  database = given;
  await installJobSchema(database.pool);
});

/** Queues a job and marks it as a pool's, locked `lockedSecondsAgo` ago. */
const lockedJob = async (key: string, poolId: string, lockedSecondsAgo: number) => {
  await createJobQueue(database.db).enqueue('purge-expired-sessions', {}, { jobKey: key });
  await sql`update graphile_worker._private_jobs
    set locked_by = ${poolId}, locked_at = now() - make_interval(secs => ${lockedSecondsAgo})
    where key = ${key}`.execute(database.db);
};

const job = async (key: string) =>
  (
    await sql<{ lockedBy: string | null }>`select locked_by from graphile_worker.jobs
      where key = ${key}`.execute(database.db)
  ).rows[0];

describe('job recovery', () => {
  it('runs again the job of a pool that stopped beating, and leaves a beating pool’s job', async () => {
    const registry = createWorkerRegistry(database.db);
    // The dead pool beat last five minutes ago; the live one beats now.
    await registry.beat(['pool-dead', 'pool-live']);
    await sql`update worker_heartbeats set beat_at = now() - interval '5 minutes'
      where worker_id = 'pool-dead'`.execute(database.db);
    await lockedJob('crashed', 'pool-dead', 300);
    await lockedJob('running-elsewhere', 'pool-live', 300);

    let runs = 0;
    const runner = await startWorker({
      pool: database.workerPool,
      logger,
      embedded: database.mode === 'embedded',
      tasks: buildTaskList({
        'purge-expired-sessions': async () => {
          runs += 1;
        },
      }),
    });
    const recover = makeRecoverStalledJobs({ registry, logger, staleAfterMs: 60_000 });
    // The start-up sweep.
    const heartbeat = await startHeartbeat({
      workerIds: [runner.poolId],
      registry,
      recover,
      intervalMs: 30_000,
      logger,
    });
    try {
      await waitFor(async () => (await job('crashed')) === undefined);
      expect(runs).toBe(1);
      expect(await job('running-elsewhere')).toEqual({ lockedBy: 'pool-live' });
      const beats = await database.db
        .selectFrom('workerHeartbeats')
        .select('workerId')
        .orderBy('workerId')
        .execute();
      // The dead pool is forgotten; this one and the live one beat.
      expect(beats.map((row) => row.workerId).sort()).toEqual([runner.poolId, 'pool-live'].sort());
      // A later sweep finds nothing more to do.
      expect(await recover()).toEqual([]);
    } finally {
      await runner.stop();
      await heartbeat.stop();
    }
    const left = await database.db.selectFrom('workerHeartbeats').select('workerId').execute();
    expect(left.map((row) => row.workerId)).toEqual(['pool-live']);
  });

  it('does not take the fresh lock of a pool that has not beaten yet', async () => {
    await lockedJob('just-started', 'pool-new', 1);
    const recover = makeRecoverStalledJobs({
      registry: createWorkerRegistry(database.db),
      logger,
      staleAfterMs: 60_000,
    });
    expect(await recover()).toEqual([]);
    expect(await job('just-started')).toEqual({ lockedBy: 'pool-new' });
  });
});
