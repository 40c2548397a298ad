import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeDeliverEmail } from '#application/messaging/deliver-email.ts';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createEmailRenderer } from '#adapters/messaging/email-templates.ts';
import { createOutboxOnlyMailer } from '#adapters/messaging/outbox-only-mailer.ts';
import { createPostmarkMailer } from '#adapters/messaging/postmark-mailer.ts';
import {
  createEmailOutbox,
  createOutboxStore,
} from '#adapters/persistence/email-outbox.repository.ts';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import { startFakePostmark, type FakePostmark } from '#tests/mocks/postmark-server.ts';
import { jobsDone, waitFor } from '#tests/fixtures/wait-for.ts';

const logger = createJsonLogger({ level: 'silent' });
const TOKEN = 'server-token-for-tests';
const render = createEmailRenderer('http://localhost:3000');

let database: Database;
let postmark: FakePostmark;
let runtime: Runtime;

// The whole product with its worker, sending through the fake Postmark (closed after the runtime).
test.override({ worker: true });
// eslint-disable-next-line no-empty-pattern
test.override('env', { scope: 'file' }, async ({}, { onCleanup }) => {
  postmark = await startFakePostmark({ serverToken: TOKEN });
  onCleanup(postmark.close);
  return {
    POSTMARK_SERVER_TOKEN: TOKEN,
    POSTMARK_FROM: 'no-reply@bestpairing.test',
    POSTMARK_API_URL: postmark.url,
  };
});

test.beforeAll(({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const email = {
  template: 'passwordReset' as const,
  to: 'someone@test.test',
  language: 'en' as const,
  concessionId: null,
  params: { name: 'Someone', link: '/auth/reset-password?token=a.b' },
};

/** The delivery jobs queued for a message (its job key), as seen from `executor`'s transaction. */
const deliveryJobs = async (executor: typeof database.db, messageId: string) =>
  (
    await sql<{ count: number }>`select count(*)::int as count from graphile_worker.jobs
      where key = ${`deliver-email:${messageId}`}`.execute(executor)
  ).rows[0]?.count;

describe('the Postmark mailer', () => {
  it('posts the email to /email with the server token and returns Postmark’s message id', async () => {
    const mailer = createPostmarkMailer({
      serverToken: TOKEN,
      from: 'no-reply@bestpairing.test',
      apiUrl: postmark.url,
    });
    const before = postmark.requests.length;
    const { providerMessageId } = await mailer.send({
      to: 'a@test.test',
      subject: 'Hello',
      text: 'Text body',
      html: '<p>HTML body</p>',
    });
    expect(providerMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(postmark.requests.slice(before)).toEqual([
      {
        token: TOKEN,
        accept: 'application/json',
        contentType: 'application/json',
        body: {
          From: 'no-reply@bestpairing.test',
          To: 'a@test.test',
          Subject: 'Hello',
          TextBody: 'Text body',
          HtmlBody: '<p>HTML body</p>',
          MessageStream: 'outbound',
        },
      },
    ]);
  });

  it('throws Postmark’s error code and message: bad token, refused recipient, outage', async () => {
    const send = (serverToken: string) =>
      createPostmarkMailer({
        serverToken,
        from: 'no-reply@bestpairing.test',
        apiUrl: postmark.url,
      }).send({ to: 'a@test.test', subject: 'S', text: 'T', html: '<p>T</p>' });
    await expect(send('wrong-token')).rejects.toThrow('HTTP 401, ErrorCode 10');
    postmark.failNext(
      422,
      406,
      'You tried to send to a recipient that has been marked as inactive.',
    );
    await expect(send(TOKEN)).rejects.toThrow('HTTP 422, ErrorCode 406: You tried to send');
    postmark.failNext(500, 0, 'Internal Server Error');
    await expect(send(TOKEN)).rejects.toThrow('HTTP 500');
  });
});

describe('the email outbox', () => {
  it('writes the message and its delivery job in the caller’s transaction, or neither', async () => {
    const queueIn = async (trx: typeof database.db) => {
      await createEmailOutbox(trx, { render, jobs: createJobQueue(trx) }).queue({
        ...email,
        to: 'tx@test.test',
      });
      const row = await trx
        .selectFrom('outboxMessages')
        .selectAll()
        .where('toAddress', '=', 'tx@test.test')
        .executeTakeFirstOrThrow();
      // The job is in the same transaction as the row.
      expect(await deliveryJobs(trx, row.id)).toBe(1);
      return row;
    };
    let rolledBack = '';
    await expect(
      database.db.transaction().execute(async (trx) => {
        rolledBack = (await queueIn(trx)).id;
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await createOutboxStore(database.db).find(rolledBack)).toBeNull();
    expect(await deliveryJobs(database.db, rolledBack)).toBe(0);

    const row = await database.db.transaction().execute(queueIn);
    expect(row).toMatchObject({
      channel: 'email',
      template: 'passwordReset',
      language: 'en',
      subject: 'Reset your Best Pairing password',
      status: 'queued',
    });
    expect(row.bodyText).toContain('http://localhost:3000/auth/reset-password?token=a.b');
    expect(row.bodyHtml).toContain('href="http://localhost:3000/auth/reset-password?token=a.b"');
    // Once committed, the worker delivers it and its job is done.
    await waitFor(async () => {
      const status = (await createOutboxStore(database.db).find(row.id))?.status;
      return status === 'sent' ? status : undefined;
    });
    expect(await deliveryJobs(database.db, row.id)).toBe(0);
  });

  it('is delivered by the worker through Postmark, and retried after a failure', async () => {
    postmark.failNext(500, 0, 'Internal Server Error');
    const before = postmark.requests.length;
    const client = createClient(runtime);
    const asked = await client.json('POST', '/api/auth/forgot-password', {
      email: 'seller2@demo.test',
    });
    expect(asked.status).toBe(200);
    await jobsDone(database.db, 'send-password-reset');
    const message = await database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('toAddress', '=', 'seller2@demo.test')
      .executeTakeFirstOrThrow();
    const outbox = createOutboxStore(database.db);
    const failed = await waitFor(async () => {
      const found = await outbox.find(message.id);
      return found?.status === 'failed' ? found : undefined;
    });
    expect(failed).toMatchObject({ attempts: 1, error: expect.stringContaining('HTTP 500') });
    // graphile-worker retries after e^1 seconds.
    const sent = await waitFor(async () => {
      const found = await outbox.find(message.id);
      return found?.status === 'sent' ? found : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, error: null });
    const delivered = postmark.requests
      .slice(before)
      .filter((r) => r.body['To'] === 'seller2@demo.test');
    expect(delivered).toHaveLength(2);
    expect(sent.providerMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(delivered[1]?.body['TextBody'])).toContain('/auth/reset-password?token=');
  });
});

describe('the embedded default (no mail service)', () => {
  it('marks the message sent with no provider id, once, and leaves it readable in the outbox', async () => {
    await database.db.transaction().execute(async (trx) => {
      // No job: the running worker sends through Postmark; this message is the embedded mailer's.
      await createEmailOutbox(trx, {
        render,
        jobs: { enqueue: async () => undefined },
      }).queue({ ...email, to: 'local@test.test' });
    });
    const { id } = await database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('toAddress', '=', 'local@test.test')
      .executeTakeFirstOrThrow();
    const deliver = makeDeliverEmail({
      outbox: createOutboxStore(database.db),
      mailer: createOutboxOnlyMailer(),
      clock: { now: () => new Date() },
      logger,
    });
    expect(await deliver({ messageId: id })).toBe('sent');
    expect(await deliver({ messageId: id })).toBe('alreadySent');
    const row = await createOutboxStore(database.db).find(id);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: null, attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('the PR admin outbox page', () => {
  it('lists messages newest first and shows one with its text and its HTML in a sandbox; other roles are kept out', async () => {
    const admin = createClient(runtime);
    await admin.signIn('pradmin@demo.test');
    const list = await admin.request('/pr-admin/outbox?lang=en');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Outbox');
    // Newest first: the last message written comes before the first one.
    expect(html.indexOf('local@test.test')).toBeGreaterThan(0);
    expect(html.indexOf('local@test.test')).toBeLessThan(html.indexOf('tx@test.test'));
    const link = /href="(\/pr-admin\/outbox\/[0-9a-f-]{36})"/.exec(html)?.[1];
    expect(link).toBeDefined();
    const detail = await admin.request(link ?? '');
    expect(detail.status).toBe(200);
    const page = await detail.text();
    expect(page).toContain('data-outbox-body');
    // The HTML body in a frame that runs nothing, its markup escaped into srcdoc.
    const frame = /<iframe [^>]*data-outbox-html[^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toContain('sandbox=""');
    expect(frame).toMatch(/srcDoc="&lt;!DOCTYPE html&gt;|srcdoc="&lt;/i);

    expect((await admin.request('/pr-admin/outbox/not-an-id')).status).toBe(404);
    expect((await admin.request(`/pr-admin/outbox/${crypto.randomUUID()}`)).status).toBe(404);

    const owner = createClient(runtime);
    await owner.signIn('owner@demo.test');
    const refused = await owner.request('/pr-admin/outbox');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/unauthorized');
  });
});
