import type { Language } from '#domain/locale/language.ts';
import type { EmailAttachment } from './email-outbox.port.ts';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** A message of the local outbox, as delivery and the outbox page read it. */
export type OutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
  template: string;
  language: Language;
  concessionId: string | null;
  status: OutboxStatus;
  providerMessageId: string | null;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export type OutboxSummary = Pick<
  OutboxMessage,
  'id' | 'channel' | 'to' | 'subject' | 'template' | 'status' | 'createdAt' | 'sentAt'
>;

/** The messages written by EmailOutbox and SmsOutbox: delivery status and reading. */
export type OutboxStore = {
  find: (id: string) => Promise<OutboxMessage | null>;
  markSent: (id: string, providerMessageId: string | null, at: Date) => Promise<void>;
  /** Counts the failed attempt and keeps why; the message stays due for the job's next retry. */
  markFailed: (id: string, error: string) => Promise<void>;
  /** Newest first. */
  list: (page: { limit: number; offset: number }) => Promise<{
    messages: OutboxSummary[];
    total: number;
  }>;
};
