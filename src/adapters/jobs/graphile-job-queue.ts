import { sql, type Kysely } from 'kysely';
import type { EnqueueOptions, JobQueue } from '#application/ports/job-queue.port.ts';
import type { DB } from '#adapters/persistence/db.generated.ts';

/**
 * Enqueues through graphile-worker's own SQL function on the given connection. Given a transaction,
 * the job commits or rolls back with the change that caused it (a free outbox), and in embedded mode
 * it never waits for a second connection while the transaction holds the database.
 */
export const createJobQueue = (executor: Kysely<DB>): JobQueue => ({
  enqueue: async (name, payload, options: EnqueueOptions = {}) => {
    await sql`select graphile_worker.add_job(
      ${name},
      ${JSON.stringify(payload)}::json,
      job_key => ${options.jobKey ?? null}::text,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int
    )`.execute(executor);
  },
});
