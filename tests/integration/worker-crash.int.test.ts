import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { installJobSchema } from '#adapters/jobs/worker.ts';
import { createEmailRenderer } from '#adapters/messaging/email-templates.ts';
import { createEmailOutbox } from '#adapters/persistence/email-outbox.repository.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import { waitFor } from '#tests/fixtures/wait-for.ts';

/*
 * Issue 19's "done when" for job recovery (docs/decisions/039), on PostgreSQL where the worker runs
 * as a process of its own: a worker killed with SIGKILL while it sends an email leaves the job
 * locked; a worker started again releases it and sends the email within two minutes. A short
 * staleness threshold (4 s) keeps the test quick.
 */
const TOKEN = 'server-token-for-tests';
const STALE_AFTER_SECONDS = 4;
let database: Database;

test.override({ template: 'empty' });

test.beforeAll(async ({ database: given }) => {
  database = given;
  await installJobSchema(database.pool);
});

/** A Postmark stand-in that holds every request (the worker "mid-job") until `answer` is set. */
const startPostmark = async () => {
  const held: ServerResponse[] = [];
  let requests = 0;
  let answer = false;
  const server = createServer((request, response) => {
    requests += 1;
    request.resume();
    if (!answer) return void held.push(response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: 'm-1', To: 'x' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    answerFromNowOn: () => {
      answer = true;
    },
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

const startWorkerProcess = (postmarkUrl: string): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.connectionString,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WORKER_STALE_AFTER_SECONDS: String(STALE_AFTER_SECONDS),
      POSTMARK_SERVER_TOKEN: TOKEN,
      POSTMARK_FROM: 'no-reply@bestpairing.test',
      POSTMARK_API_URL: postmarkUrl,
    },
    stdio: 'ignore',
  });

const status = async (id: string) =>
  (
    await database.db
      .selectFrom('outboxMessages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid-job (PostgreSQL)', () => {
  it('leaves its job locked, and a restarted worker sends the email within two minutes', async () => {
    const postmark = await startPostmark();
    const workers: ChildProcess[] = [];
    try {
      await database.db.transaction().execute((trx) =>
        createEmailOutbox(trx, {
          render: createEmailRenderer('http://localhost:3000'),
          jobs: createJobQueue(trx),
        }).queue({
          template: 'passwordReset',
          to: 'crash@test.test',
          language: 'en',
          concessionId: null,
          params: { name: 'Someone', link: '/auth/reset-password?token=a.b' },
        }),
      );
      const { id } = await database.db
        .selectFrom('outboxMessages')
        .select('id')
        .where('toAddress', '=', 'crash@test.test')
        .executeTakeFirstOrThrow();

      const first = startWorkerProcess(postmark.url);
      workers.push(first);
      await waitFor(() => postmark.requests() > 0, 60_000);
      first.kill('SIGKILL');
      await once(first, 'exit');
      expect(await status(id)).toBe('queued');

      postmark.answerFromNowOn();
      const restartedAt = Date.now();
      workers.push(startWorkerProcess(postmark.url));
      await waitFor(async () => (await status(id)) === 'sent', 120_000);
      // Start-up (a few seconds) plus the threshold and one beat: well within two minutes.
      expect(Date.now() - restartedAt).toBeLessThan(120_000);
      expect(postmark.requests()).toBe(2);
    } finally {
      const running = workers.filter(
        (worker) => worker.exitCode === null && worker.signalCode === null,
      );
      for (const worker of running) worker.kill('SIGTERM');
      await Promise.all(running.map((worker) => once(worker, 'exit')));
      await postmark.close();
    }
  }, 180_000);
});
