import { sql, type Kysely } from 'kysely';

/*
 * A dealership's clients of one status, newest first (docs/decisions/135): the advisor's home reads
 * its live clients status by status from this index and stops at the page's end. It also serves
 * every lookup the index on (concession_id, status) served, which it replaces.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index clients_concession_id_status_created_at_idx
    on clients (concession_id, status, created_at)`.execute(db);
  await sql`drop index clients_concession_id_status_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index clients_concession_id_status_idx on clients (concession_id, status)`.execute(
    db,
  );
  await sql`drop index clients_concession_id_status_created_at_idx`.execute(db);
}
