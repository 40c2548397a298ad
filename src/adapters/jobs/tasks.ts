import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { JobName, JobPayloads } from '#application/ports/job-queue.port.ts';

/** Which attempt this is: a task may record a failure for good on the last one. */
export type JobAttempt = { attempt: number; maxAttempts: number };

export type TaskHandlers = {
  [N in JobName]: (payload: JobPayloads[N], job: JobAttempt) => Promise<unknown>;
};

/**
 * A scheduled task's payload: nothing of ours, but graphile-worker's crontab adds `_cron` (when the
 * run was due, and whether it is a backfill), which is dropped here.
 */
const scheduled = z
  .object({ _cron: z.object({ ts: z.string(), backfilled: z.boolean() }).partial().optional() })
  .strict()
  .transform(() => ({})) as unknown as z.ZodType<Record<string, never>>;

const payloadSchemas: { [N in JobName]: z.ZodType<JobPayloads[N]> } = {
  'purge-expired-sessions': scheduled,
  'deliver-email': z.object({ messageId: z.uuid() }).strict(),
  'send-password-reset': z.object({ email: z.string().min(1).max(320) }).strict(),
  'recalculate-lambda': z.object({ recalculationId: z.uuid() }).strict(),
  'notify-seller': z.object({ clientId: z.uuid(), sellerId: z.uuid() }).strict(),
  'deliver-sms': z.object({ messageId: z.uuid() }).strict(),
  'archive-be-backs': scheduled,
  'expire-sale-holds': scheduled,
  'process-payment-event': z.object({ eventId: z.uuid() }).strict(),
};

/**
 * Turns use cases into graphile-worker tasks. Each task validates its payload first: a malformed
 * job fails loudly instead of doing half its work. Tasks must be idempotent (jobs can run twice).
 */
export const buildTaskList = (handlers: Partial<TaskHandlers>): TaskList =>
  Object.fromEntries(
    (Object.keys(handlers) as JobName[]).map((name): [JobName, Task] => [
      name,
      async (payload, helpers) => {
        const parsed = payloadSchemas[name].parse(payload ?? {});
        // graphile-worker counts the attempt in progress in `attempts`.
        const job = { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts };
        await (handlers[name] as (payload: unknown, job: JobAttempt) => Promise<unknown>)(
          parsed,
          job,
        );
      },
    ]),
  );
