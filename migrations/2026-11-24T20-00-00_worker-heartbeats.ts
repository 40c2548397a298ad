import { sql, type Kysely } from 'kysely';

/*
 * Job recovery (docs/decisions/039): every job worker pool writes its heartbeat here; a sweep frees
 * the jobs locked by a pool whose heartbeat stopped, instead of graphile-worker's four hours.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('worker_heartbeats')
    .addColumn('worker_id', 'text', (column) => column.primaryKey())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('beat_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('worker_heartbeats').execute();
}
