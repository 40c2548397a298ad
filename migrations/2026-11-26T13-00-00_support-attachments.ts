import { sql, type Kysely } from 'kysely';

/*
 * Emails may carry files (the support email carries the ticket's screenshot, docs/decisions/071):
 * `attachments` holds each one's name, type and bytes (base64), so the delivery job sends what the
 * outbox shows without reaching the file storage. Support tickets are read by author and by
 * dealership, newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table outbox_messages
    add column attachments jsonb not null default '[]' check (jsonb_typeof(attachments) = 'array')`.execute(
    db,
  );
  await sql`create index support_tickets_author_user_id_idx on support_tickets (author_user_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index support_tickets_author_user_id_idx`.execute(db);
  await sql`alter table outbox_messages drop column attachments`.execute(db);
}
