import { describe, expect, it } from 'vitest';
import { silentLogger } from '#tests/fakes/logger.ts';
import type { Mailer } from '#application/ports/mailer.port.ts';
import type { OutboxMessage, OutboxStore } from '#application/ports/outbox-store.port.ts';
import { makeDeliverEmail } from './deliver-email.ts';

const now = new Date('2026-11-22T12:00:00Z');

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  channel: 'email',
  to: 'a@test.test',
  subject: 'Hello',
  text: 'Text',
  html: '<p>Text</p>',
  attachments: [],
  template: 'passwordReset',
  language: 'fr',
  concessionId: null,
  status: 'queued',
  providerMessageId: null,
  attempts: 0,
  error: null,
  createdAt: now,
  sentAt: null,
  ...overrides,
});

const setUp = (stored: OutboxMessage | null, mailer: Mailer) => {
  const row = stored ? { ...stored } : null;
  const sent: unknown[] = [];
  const outbox: Pick<OutboxStore, 'find' | 'markSent' | 'markFailed'> = {
    find: async () => (row ? { ...row } : null),
    markSent: async (_id, providerMessageId, at) => {
      Object.assign(row ?? {}, { status: 'sent', providerMessageId, sentAt: at });
    },
    markFailed: async (_id, error) => {
      Object.assign(row ?? {}, { status: 'failed', error, attempts: (row?.attempts ?? 0) + 1 });
    },
  };
  const deliver = makeDeliverEmail({
    outbox,
    mailer: {
      send: async (email) => {
        sent.push(email);
        return mailer.send(email);
      },
    },
    clock: { now: () => now },
    logger: silentLogger,
  });
  return { deliver, sent, row: () => row };
};

describe('deliverEmail', () => {
  it('hands the message to the mailer once and records it sent', async () => {
    const { deliver, sent, row } = setUp(message(), {
      send: async () => ({ providerMessageId: 'pm-1' }),
    });
    expect(await deliver({ messageId: 'm1' })).toBe('sent');
    expect(sent).toEqual([
      { to: 'a@test.test', subject: 'Hello', text: 'Text', html: '<p>Text</p>', attachments: [] },
    ]);
    expect(row()).toMatchObject({ status: 'sent', providerMessageId: 'pm-1', sentAt: now });
    // A job that runs twice does not send twice.
    expect(await deliver({ messageId: 'm1' })).toBe('alreadySent');
    expect(sent).toHaveLength(1);
  });

  it('records a failure and throws it again so the queue retries', async () => {
    const { deliver, row } = setUp(message(), {
      send: async () => {
        throw new Error('Postmark refused the email: HTTP 500');
      },
    });
    await expect(deliver({ messageId: 'm1' })).rejects.toThrow('HTTP 500');
    expect(row()).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'Postmark refused the email: HTTP 500',
    });
  });

  it('does nothing for a message that is gone', async () => {
    const { deliver, sent } = setUp(null, { send: async () => ({ providerMessageId: null }) });
    expect(await deliver({ messageId: 'm1' })).toBe('missing');
    expect(sent).toEqual([]);
  });
});
