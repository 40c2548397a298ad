import { sql, type Kysely } from 'kysely';

/*
 * The advisor's client pages and the kiosk's drafts (decision 024):
 * - clients.created_by: the account that started the visit (the kiosk tablet, or an advisor filling
 *   the questionnaire on their own device at /seller/client-questionnaire), so an advisor reaches
 *   the visits they started and no other unfinished one;
 * - clients.questionnaire_draft: the answers the buyer has given in the part they are on, saved as
 *   they go and not checked yet; the part's form is filled from it after a reload, and a part's
 *   draft is dropped once the part is saved (the personality statements already have their draft
 *   in psychometric_tests).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients
    add column created_by uuid references users (id) on delete set null`.execute(db);
  await sql`alter table clients
    add column questionnaire_draft jsonb not null default '{}'
      check (jsonb_typeof(questionnaire_draft) = 'object')`.execute(db);
  await sql`create index clients_created_by_idx on clients (created_by) where status is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index clients_created_by_idx`.execute(db);
  await sql`alter table clients drop column questionnaire_draft`.execute(db);
  await sql`alter table clients drop column created_by`.execute(db);
}
