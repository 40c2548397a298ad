import { sql, type Kysely } from 'kysely';

/*
 * Every change to the versions of lambda (docs/decisions/144) says so twice, as the lists' rows do
 * (migration `client-list-changes`): a notice to the connection that makes it and a notification
 * on channel `lambda_changes` at commit. A kiosk's completion scores its test with the latest
 * version, kept in the process until one changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function lambda_rows_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lambda_changes', '');
      raise notice 'lambda rows changed';
      return null;
    end $$`.execute(db);
  await sql`create trigger lambda_versions_lambda_changes
    after insert or update or delete or truncate on lambda_versions
    for each statement execute function lambda_rows_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function lambda_rows_changed() cascade`.execute(db);
}
