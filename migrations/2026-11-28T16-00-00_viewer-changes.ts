import { sql, type Kysely } from 'kysely';

/*
 * Every change to a row the session read answers (docs/decisions/137-session-reads-cached.md) says
 * so twice: a notice to the connection that makes it (so the app that wrote it forgets its cached
 * reads at once, then again when the transaction ends) and a notification on channel
 * `viewer_changes` at commit (so every other process does too). Writes the session read does not
 * read (heartbeats, sign-in stamps, a kiosk's clients and their tests) say nothing.
 */
const STATEMENT_TRIGGERS: [table: string, events: string][] = [
  [
    'users',
    `update of email, role, first_name, last_name, language, picture_path, password_hash,
      signed_contract_version_id, signed_privacy_policy_version_id, deleted_at, concession_id
      or delete or truncate`,
  ],
  ['sessions', 'update or delete or truncate'],
  ['api_tokens', 'update or delete or truncate'],
  [
    'seller_profiles',
    `insert or update of hobbies, car_seller_started_year, car_seller_started_month,
      concession_seller_started_year, concession_seller_started_month, show_end_questionnaire,
      user_id or delete or truncate`,
  ],
  [
    'concessions',
    `update of name, language, time_zone, info_validated, configuration_validated,
      connection_validated, seller_card_personalization, logo_path, deleted_at, territory_id
      or delete or truncate`,
  ],
  ['subscriptions', 'insert or update of status, concession_id or delete or truncate'],
  ['contract_versions', 'insert or update or delete or truncate'],
  ['bpm_assignments', 'insert or update or delete or truncate'],
  ['territory_bpms', 'insert or update or delete or truncate'],
  // The row triggers below cover these tables' rows; a truncation has no rows.
  ['psychometric_tests', 'truncate'],
  ['clients', 'truncate'],
];

/** Row triggers: only an advisor's test, and only a sale in progress (`withAdvisor`), count. */
const ROW_TRIGGERS: [table: string, name: string, event: string, when: string][] = [
  ['psychometric_tests', 'insert', 'insert', 'new.user_id is not null'],
  [
    'psychometric_tests',
    'update',
    'update',
    `(old.user_id is not null or new.user_id is not null)
      and (old.user_id, old.completed_at, old.profile_number)
        is distinct from (new.user_id, new.completed_at, new.profile_number)`,
  ],
  ['psychometric_tests', 'delete', 'delete', 'old.user_id is not null'],
  ['clients', 'insert', 'insert', `new.status = 'withAdvisor'`],
  [
    'clients',
    'update',
    'update',
    `(old.status = 'withAdvisor' or new.status = 'withAdvisor')
      and (old.seller_id, old.status, old.hold_expires_at, old.deleted_at)
        is distinct from (new.seller_id, new.status, new.hold_expires_at, new.deleted_at)`,
  ],
  ['clients', 'delete', 'delete', `old.status = 'withAdvisor'`],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function viewer_rows_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('viewer_changes', '');
      raise notice 'viewer rows changed';
      return null;
    end $$`.execute(db);
  for (const [table, events] of STATEMENT_TRIGGERS) {
    await sql`create trigger ${sql.id(`${table}_viewer_changes`)}
      after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function viewer_rows_changed()`.execute(db);
  }
  for (const [table, name, event, when] of ROW_TRIGGERS) {
    await sql`create trigger ${sql.id(`${table}_viewer_changes_${name}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      for each row when (${sql.raw(when)}) execute function viewer_rows_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function viewer_rows_changed() cascade`.execute(db);
}
