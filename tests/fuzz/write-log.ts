import { sql, type Kysely } from 'kysely';

/**
 * How the fuzz suite (docs/decisions/031-fuzz-suite.md) sees that a refused request changed
 * nothing: on its own copy of the database, a row trigger on every table of the app's schema counts
 * the rows each committed transaction inserted, updated or deleted, per table (the count is
 * transactional: a write rolled back leaves no trace). Reading the counts after each request costs
 * one query on a tiny table, where hashing every table took tens of milliseconds. Left out: the
 * tables a refused request may write by design, sessions (their last use) and rate-limit counters
 * (a refused sign-in counts), the worker's heartbeats and the migrator's own. The job worker runs in
 * process on the embedded database (scheduled jobs included): a reading during which it worked
 * proves nothing.
 */
const IGNORED = [
  'sessions',
  'rate_limits',
  // The job worker's own beat (decision 039), written on a timer.
  'worker_heartbeats',
  'kysely_migration',
  'kysely_migration_lock',
];

// The app's database type is not needed: the queries below are raw SQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export type WriteCounts = ReadonlyMap<string, number>;

/** What the job worker wrote in the queue itself: writes seen with it may be the worker's. */
const JOB_WORK = '(job worker)';

/** How many jobs the worker held at a reading: a job held then was running, writing its rows. */
const JOBS_RUNNING = '(jobs running)';

/** Installs the counters; returns a function that reads them. */
export const installWriteLog = async (db: AnyDatabase) => {
  await sql`create table fuzz_writes (table_name text primary key, n bigint not null)`.execute(db);
  // The job queue: a job queued by a request counts as a write of `jobs`; the worker's own work
  // (a scheduled job queued, a job taken or finished) as `JOB_WORK`, which makes a reading moot.
  await sql`create function fuzz_count_write() returns trigger language plpgsql as $$
    declare
      counted text := TG_TABLE_NAME;
    begin
      if TG_TABLE_SCHEMA = 'graphile_worker' then
        counted := case when TG_OP = 'INSERT' and not (NEW.payload::jsonb ? '_cron')
          then 'jobs' else ${sql.lit(JOB_WORK)} end;
      end if;
      insert into fuzz_writes values (counted, 1)
        on conflict (table_name) do update set n = fuzz_writes.n + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger fuzz_write after insert or update or delete
    on graphile_worker._private_jobs for each row execute function fuzz_count_write()`.execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name <> 'fuzz_writes' and table_name <> all(${IGNORED})`.execute(db);
  for (const { name } of tables.rows) {
    await sql`create trigger fuzz_write after insert or update or delete on ${sql.id(name)}
      for each row execute function fuzz_count_write()`.execute(db);
  }
  return async (): Promise<WriteCounts> => {
    const counts = await sql<{ name: string; n: string }>`
      select table_name as name, n from fuzz_writes
      union all select ${JOBS_RUNNING}, count(*) from graphile_worker._private_jobs
        where locked_at is not null`.execute(db);
    return new Map(counts.rows.map((row) => [row.name, Number(row.n)]));
  };
};

/**
 * Waits until the job worker (in process on the embedded database) has run every job due, so the
 * writes of a request that succeeded are not taken for those of the next one. On a server database
 * the tests run no worker and jobs wait in the queue (its own schema, not counted).
 */
export const settleJobs = async (db: AnyDatabase) => {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const due = await sql<{ count: number }>`select count(*)::int as count
      from graphile_worker._private_jobs
      where run_at <= now() and attempts < max_attempts`.execute(db);
    if ((due.rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The tables written between two readings. */
export const writtenTables = (before: WriteCounts, after: WriteCounts) =>
  [...after.keys()].filter(
    (table) => table !== JOBS_RUNNING && before.get(table) !== after.get(table),
  );

/**
 * Whether the job worker may have written between two readings, which then prove nothing: it
 * took or finished a job meanwhile, or held one at either reading. A job's run spans from its
 * taking to its end (both writes of the queue), so a run that overlaps the interval either
 * starts or ends in it, or covers it, holding the job at both readings.
 */
export const workerWroteBetween = (before: WriteCounts, after: WriteCounts) =>
  before.get(JOB_WORK) !== after.get(JOB_WORK) ||
  (before.get(JOBS_RUNNING) ?? 0) > 0 ||
  (after.get(JOBS_RUNNING) ?? 0) > 0;
