import { sql, type Kysely } from 'kysely';

/*
 * Every change to a row a client list shows (docs/decisions/139-client-lists-cached.md) says so
 * twice, as the session read's rows do (migration `viewer-changes`): a notice to the connection
 * that makes it and a notification on channel `client_list_changes` at commit. A list shows a
 * client without its answers, its advisor's name and its cars: a kiosk's saves of answers, drafts
 * and personality statements say nothing.
 */
const LISTED_COLUMNS = `concession_id, status, seller_id, language, sequence, first_name, last_name,
  phone, contact_consent_at, created_by, feedback, selection_mode, match_score, created_at,
  questionnaire_completed_at, seller_assigned_at, accepted_at, hold_expires_at, resumed_at,
  be_back_at, closed_at, archived_at, deleted_at`;

const STATEMENT_TRIGGERS: [table: string, events: string][] = [
  ['clients', 'insert or delete or truncate'],
  ['users', 'update of first_name, last_name or delete or truncate'],
  ['client_car_interests', 'insert or update or delete or truncate'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function client_list_rows_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('client_list_changes', '');
      raise notice 'client list rows changed';
      return null;
    end $$`.execute(db);
  for (const [table, events] of STATEMENT_TRIGGERS) {
    await sql`create trigger ${sql.id(`${table}_client_list_changes`)}
      after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function client_list_rows_changed()`.execute(db);
  }
  // An update counts only when a listed column's value changes: a kiosk save rewrites the
  // language and the visit purpose as they were.
  await sql`create trigger clients_client_list_changes_update
    after update on clients for each row
    when ((${sql.raw(prefixed('old'))}) is distinct from (${sql.raw(prefixed('new'))}))
    execute function client_list_rows_changed()`.execute(db);
}

const prefixed = (row: 'old' | 'new') =>
  LISTED_COLUMNS.split(',')
    .map((column) => `${row}.${column.trim()}`)
    .join(', ');

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function client_list_rows_changed() cascade`.execute(db);
}
