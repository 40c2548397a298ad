import { sql, type Kysely } from 'kysely';

/*
 * The clients' row triggers of the session reads (migration `viewer-changes`) and of the client
 * lists (migration `client-list-changes`) fire as before, but only for an UPDATE that sets one of
 * the columns their condition compares (docs/decisions/144): PostgreSQL then skips the condition,
 * whose expression it would otherwise read again on every statement, for the kiosk's saves of
 * answers. The conditions are theirs, unchanged (a migration does not import another's).
 */
const VIEWER_COLUMNS = 'seller_id, status, hold_expires_at, deleted_at';
const VIEWER_WHEN = `(old.status = 'withAdvisor' or new.status = 'withAdvisor')
  and (old.seller_id, old.status, old.hold_expires_at, old.deleted_at)
    is distinct from (new.seller_id, new.status, new.hold_expires_at, new.deleted_at)`;

const LISTED_COLUMNS = `concession_id, status, seller_id, language, sequence, first_name, last_name,
  phone, contact_consent_at, created_by, feedback, selection_mode, match_score, created_at,
  questionnaire_completed_at, seller_assigned_at, accepted_at, hold_expires_at, resumed_at,
  be_back_at, closed_at, archived_at, deleted_at`;

const prefixed = (row: 'old' | 'new') =>
  LISTED_COLUMNS.split(',')
    .map((column) => `${row}.${column.trim()}`)
    .join(', ');

const create = async (db: Kysely<any>, byColumn: boolean) => {
  await sql`drop trigger clients_viewer_changes_update on clients`.execute(db);
  await sql`create trigger clients_viewer_changes_update
    after update ${sql.raw(byColumn ? `of ${VIEWER_COLUMNS}` : '')} on clients
    for each row when (${sql.raw(VIEWER_WHEN)}) execute function viewer_rows_changed()`.execute(db);
  await sql`drop trigger clients_client_list_changes_update on clients`.execute(db);
  await sql`create trigger clients_client_list_changes_update
    after update ${sql.raw(byColumn ? `of ${LISTED_COLUMNS}` : '')} on clients for each row
    when ((${sql.raw(prefixed('old'))}) is distinct from (${sql.raw(prefixed('new'))}))
    execute function client_list_rows_changed()`.execute(db);
};

export async function up(db: Kysely<any>): Promise<void> {
  await create(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await create(db, false);
}
