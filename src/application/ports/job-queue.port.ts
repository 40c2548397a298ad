/** Every background task the product knows, with the payload it takes. */
export type JobPayloads = {
  'purge-expired-sessions': Record<string, never>;
  /** Hands one outbox message to the mailer (the outbox row's id). */
  'deliver-email': { messageId: string };
  /** "Forgot password": emails a reset link if the address has an account (lower-cased email). */
  'send-password-reset': { email: string };
  /** Re-scores every stored test under a new lambda version, resuming from the run's cursor. */
  'recalculate-lambda': { recalculationId: string };
  /** Tells an advisor by SMS that a client waits for them (availability confirmation link). */
  'notify-seller': { clientId: string; sellerId: string };
  /** Hands one SMS of the outbox to the SMS service (the outbox row's id). */
  'deliver-sms': { messageId: string };
  /** Scheduled: archives be-back clients past their dealership's archive delay. */
  'archive-be-backs': Record<string, never>;
  /** Scheduled: tells advisors once that their sale's hold expired. */
  'expire-sale-holds': Record<string, never>;
  /** Applies one stored payment-provider event (docs/decisions/069). */
  'process-payment-event': { eventId: string };
};
export type JobName = keyof JobPayloads;

export type EnqueueOptions = {
  /** Jobs with the same key replace each other while pending (dedupe). */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Enqueues background work. Bound to a transaction, the job is written in the same commit as the
 * change that causes it, so it is never lost nor run for a change that rolled back.
 */
export type JobQueue = {
  enqueue: <N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ) => Promise<void>;
};
