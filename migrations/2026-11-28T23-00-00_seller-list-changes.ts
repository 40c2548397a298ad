import { sql, type Kysely } from 'kysely';

/*
 * Every change to a row an advisors' list rests on (docs/decisions/142-seller-lists-cached.md)
 * says so twice, as the client lists' rows do (migration `client-list-changes`): a notice to the
 * connection that makes it and a notification on channel `seller_list_changes` at commit. A list
 * shows an advisor's account, profile (heartbeats included), licence and test, and whether they are
 * available, which also rests on their dealership and their sales in progress (the clients' rows,
 * told on the client lists' own channel). A buyer's test says nothing.
 */
const STATEMENT_TRIGGERS: [table: string, events: string][] = [
  ['users', 'insert or update or delete or truncate'],
  ['seller_profiles', 'insert or update or delete or truncate'],
  ['licences', 'insert or update or delete or truncate'],
  ['concessions', 'insert or update or delete or truncate'],
  ['psychometric_tests', 'truncate'],
];

/** A test's row events, each with the condition that the test is an advisor's. */
const ROW_TRIGGERS: [event: string, advisors: string][] = [
  ['insert', 'new.user_id is not null'],
  ['update', 'new.user_id is not null or old.user_id is not null'],
  ['delete', 'old.user_id is not null'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function seller_list_rows_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('seller_list_changes', '');
      raise notice 'seller list rows changed';
      return null;
    end $$`.execute(db);
  for (const [table, events] of STATEMENT_TRIGGERS) {
    await sql`create trigger ${sql.id(`${table}_seller_list_changes`)}
      after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function seller_list_rows_changed()`.execute(db);
  }
  // An advisor's test only: a kiosk visit writes its buyer's.
  for (const [event, advisors] of ROW_TRIGGERS) {
    await sql`create trigger ${sql.id(`psychometric_tests_seller_list_changes_${event}`)}
      after ${sql.raw(event)} on psychometric_tests for each row when (${sql.raw(advisors)})
      execute function seller_list_rows_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function seller_list_rows_changed() cascade`.execute(db);
}
