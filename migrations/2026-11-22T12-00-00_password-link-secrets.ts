import { sql, type Kysely } from 'kysely';

/*
 * Password links (reset, invitation) use the same token recipe as sessions: `<id>.<secret>`, the row
 * found by the SHA-256 of the id (token_hash) and the secret's SHA-256 compared in constant time, so
 * neither a leaked table nor a timing probe on the lookup yields a working link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Links from before this column cannot be verified: they are spent.
  await sql`delete from password_reset_tokens`.execute(db);
  await sql`alter table password_reset_tokens add column secret_hash bytea not null
    check (octet_length(secret_hash) = 32)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table password_reset_tokens drop column secret_hash`.execute(db);
}
