import { sql, type Kysely } from 'kysely';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { SmsOutbox } from '#application/ports/sms.port.ts';
import type { RenderSms } from '#adapters/messaging/sms-templates.ts';
import { checkSmsDailyLimit } from '#domain/messaging/sms-limit.ts';
import type { DB } from './db.generated.ts';

const DELIVERY_ATTEMPTS = 10;

/**
 * The SmsOutbox port: checks the daily limit, renders the text now (what was sent is what the
 * outbox shows) and writes the outbox row, the SMS log entry and the delivery job on the same
 * executor, so inside a UnitOfWork they commit or roll back with the change that caused them. Two
 * messages to one phone at once are serialized by a transaction-scoped lock on the phone, so the
 * limit cannot be overrun by a race.
 */
export const createSmsOutbox = (
  executor: Kysely<DB>,
  deps: { render: RenderSms; jobs: JobQueue },
): SmsOutbox => ({
  queue: async (sms, at) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${sms.to}`}))`.execute(executor);
    // The day in the dealership's time zone, as the limit is counted.
    const today = sql<string>`(${at}::timestamptz at time zone (select time_zone from concessions
      where id = ${sms.concessionId}))::date`;
    const { sent } = await executor
      .selectFrom('smsLog')
      .select((eb) => eb.fn.countAll<number>().as('sent'))
      .where('toPhone', '=', sms.to)
      .where('kind', '=', sms.template)
      .where(sql<boolean>`sent_on = ${today}`)
      .executeTakeFirstOrThrow();
    if (!checkSmsDailyLimit(Number(sent)).ok) return 'dailyLimitReached';
    const row = await executor
      .insertInto('outboxMessages')
      .values({
        channel: 'sms',
        toAddress: sms.to,
        bodyText: deps.render(sms),
        template: sms.template,
        language: sms.language,
        concessionId: sms.concessionId,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await executor
      .insertInto('smsLog')
      .values({
        concessionId: sms.concessionId,
        toPhone: sms.to,
        kind: sms.template,
        sentOn: today,
        sentAt: at,
        outboxMessageId: row.id,
      })
      .execute();
    // The row id as job key: enqueuing the same message twice never delivers it twice.
    await deps.jobs.enqueue(
      'deliver-sms',
      { messageId: row.id },
      { jobKey: `deliver-sms:${row.id}`, maxAttempts: DELIVERY_ATTEMPTS },
    );
    return 'queued';
  },
});
