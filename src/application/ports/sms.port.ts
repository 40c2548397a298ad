import type { Language } from '#domain/locale/language.ts';

/** One text message ready to leave: rendered already, to one phone (10 digits). */
export type OutgoingSms = { to: string; body: string };

/**
 * Hands a text message to whatever delivers it: the SMS service when it is configured, otherwise
 * nobody (the message stays readable in the local outbox, docs/spec/decisions.md section 10). Throws when the
 * message could not be handed over, so the job retries later.
 */
export type Sms = {
  send: (sms: OutgoingSms) => Promise<{ providerMessageId: string | null }>;
};

/** Every text message the product sends, with what its template needs. */
export type SmsMessage =
  /** To an advisor: a client waits for them; the link confirms their availability. */
  | { template: 'availabilityConfirmation'; params: { clientId: string } }
  /** To an advisor: their sale's hold expired; the link opens the client record. */
  | { template: 'saleHoldExpired'; params: { clientId: string } }
  /** To a member, at their or a manager's request: the app's download links (docs/decisions/097). */
  | { template: 'appDownloadLinks'; params: Record<string, never> };

export type QueuedSms = SmsMessage & {
  /** 10 digits (how phones are stored). */
  to: string;
  language: Language;
  concessionId: string;
};

export type SmsQueueResult = 'queued' | 'dailyLimitReached';

/**
 * Text messages are written to the outbox in the caller's transaction and delivered by a job, like
 * emails. At most 2 of a kind go to one phone a day (domain/messaging/sms-limit.ts), counted in the
 * dealership's time zone on the day of `at` (the caller's clock); past that the message is not queued.
 */
export type SmsOutbox = { queue: (sms: QueuedSms, at: Date) => Promise<SmsQueueResult> };
