/** Every background task the product knows, with the payload it takes. */
export type JobPayloads = {
  'purge-expired-sessions': Record<string, never>;
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
