import { sql, type Kysely } from 'kysely';

/*
 * The kiosk asks the buyer's first name and, optionally, a phone number with their consent to be
 * contacted at it (issue 13): when they agreed is kept beside the number. The demo's past clients
 * hold numbers from before the question existed, so the rule lives in the domain (checkContact),
 * not in a check constraint.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column contact_consent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table clients drop column contact_consent_at`.execute(db);
}
