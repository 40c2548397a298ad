import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makePurgeExpiredSessions } from '#application/auth/purge-expired-sessions.ts';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { buildTaskList } from '#adapters/jobs/tasks.ts';
import { installJobSchema, startWorker } from '#adapters/jobs/worker.ts';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createSessionStore } from '#adapters/persistence/sessions.repository.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

const logger = createJsonLogger({ level: 'silent' });
const now = new Date('2026-11-22T03:00:00Z');
let database: Database;

const pendingJobs = async () =>
  (
    await sql<{ count: number }>`select count(*)::int as count from graphile_worker.jobs`.execute(
      database.db,
    )
  ).rows[0]?.count ?? -1;

const addSession = async (userId: string, id: string, expiresAt: Date) => {
  await database.db
    .insertInto('sessions')
    .values({
      id,
      secretHash: Buffer.alloc(32, 1),
      userId,
      expiresAt,
      absoluteExpiresAt: new Date(expiresAt.getTime() + 1),
    })
    .execute();
};

test.override({ template: 'empty' });

test.beforeAll(async ({ database: given }) => {
  database = given;
  await installJobSchema(database.pool);
});

describe('jobs', () => {
  it('are written with the transaction that causes them, and dropped with its rollback', async () => {
    const before = await pendingJobs();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await createJobQueue(trx).enqueue('purge-expired-sessions', {});
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await pendingJobs()).toBe(before);

    await database.db.transaction().execute(async (trx) => {
      await createJobQueue(trx).enqueue('purge-expired-sessions', {}, { jobKey: 'purge-once' });
      await createJobQueue(trx).enqueue('purge-expired-sessions', {}, { jobKey: 'purge-once' });
    });
    // The same job key replaces the pending job instead of adding a second one.
    expect(await pendingJobs()).toBe(before + 1);
  });

  it('run in the worker: the purge task removes expired sessions only', async () => {
    const user = await database.db
      .insertInto('users')
      .values({ email: 'worker@test.test', role: 'prAdmin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expired = 'a'.repeat(64);
    const live = 'b'.repeat(64);
    await addSession(user.id, expired, new Date(now.getTime() - 1000));
    await addSession(user.id, live, new Date(now.getTime() + 86_400_000));

    const runner = await startWorker({
      pool: database.workerPool,
      logger,
      embedded: database.mode === 'embedded',
      tasks: buildTaskList({
        'purge-expired-sessions': makePurgeExpiredSessions({
          sessions: createSessionStore(database.db),
          clock: { now: () => now },
          logger,
        }),
      }),
    });
    try {
      for (let attempt = 0; attempt < 100 && (await pendingJobs()) > 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await pendingJobs()).toBe(0);
      const left = await database.db.selectFrom('sessions').select('id').execute();
      expect(left.map((row) => row.id)).toEqual([live]);
    } finally {
      await runner.stop();
    }
  });

  it('refuse a payload that does not fit the task', async () => {
    const tasks = buildTaskList({ 'purge-expired-sessions': async () => undefined });
    const task = tasks['purge-expired-sessions'];
    await expect(Promise.resolve(task?.({ unexpected: true }, {} as never))).rejects.toThrow();
  });
});
