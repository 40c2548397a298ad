import type { Kysely } from 'kysely';
import type { EmailAttachment, EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { OutboxMessage, OutboxStore } from '#application/ports/outbox-store.port.ts';
import type { RenderEmail } from '#adapters/messaging/email-templates.ts';
import type { DB } from './db.generated.ts';

/** graphile-worker retries with exponential back-off; 10 attempts span about a day and a half. */
const DELIVERY_ATTEMPTS = 10;

/**
 * The EmailOutbox port: the email is rendered now (what was sent is what the outbox shows) and
 * written with its delivery job. Both go through `executor` and the queue bound to it, so inside a
 * UnitOfWork they commit or roll back with the change that caused them (docs/spec/decisions.md section 10).
 */
export const createEmailOutbox = (
  executor: Kysely<DB>,
  deps: { render: RenderEmail; jobs: JobQueue },
): EmailOutbox => ({
  queue: async (email) => {
    const rendered = deps.render(email);
    const row = await executor
      .insertInto('outboxMessages')
      .values({
        channel: 'email',
        toAddress: email.to,
        subject: rendered.subject,
        bodyText: rendered.text,
        bodyHtml: rendered.html,
        template: email.template,
        language: email.language,
        concessionId: email.concessionId,
        attachments: JSON.stringify(email.attachments ?? []),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The row id as job key: enqueuing the same message twice never delivers it twice.
    await deps.jobs.enqueue(
      'deliver-email',
      { messageId: row.id },
      { jobKey: `deliver-email:${row.id}`, maxAttempts: DELIVERY_ATTEMPTS },
    );
  },
});

const columns = [
  'id',
  'channel',
  'toAddress',
  'subject',
  'bodyText',
  'bodyHtml',
  'attachments',
  'template',
  'language',
  'concessionId',
  'status',
  'providerMessageId',
  'attempts',
  'error',
  'createdAt',
  'sentAt',
] as const;

/** Delivery status and reading of the outbox (the deliver-email job, the PR admin outbox page). */
export const createOutboxStore = (db: Kysely<DB>): OutboxStore => ({
  find: async (id) => {
    const row = await db
      .selectFrom('outboxMessages')
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { toAddress, bodyText, bodyHtml, attachments, ...rest } = row;
    return {
      ...rest,
      to: toAddress,
      text: bodyText,
      html: bodyHtml,
      attachments: attachments as EmailAttachment[],
    } satisfies OutboxMessage;
  },
  markSent: async (id, providerMessageId, at) => {
    await db
      .updateTable('outboxMessages')
      .set((eb) => ({
        status: 'sent',
        providerMessageId,
        sentAt: at,
        error: null,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  },
  markFailed: async (id, error) => {
    await db
      .updateTable('outboxMessages')
      .set((eb) => ({ status: 'failed', error, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '<>', 'sent')
      .execute();
  },
  list: async ({ limit, offset }) => {
    const [messages, count] = await Promise.all([
      db
        .selectFrom('outboxMessages')
        .select([
          'id',
          'channel',
          'toAddress as to',
          'subject',
          'template',
          'status',
          'createdAt',
          'sentAt',
        ])
        // The id breaks ties between messages written in the same transaction.
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('outboxMessages')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { messages, total: count.total };
  },
});
