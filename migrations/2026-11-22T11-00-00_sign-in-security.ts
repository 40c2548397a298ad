import { sql, type Kysely } from 'kysely';

/*
 * Sign-in hardening (the access issue):
 * - sessions.secret_hash: a token is `<id>.<secret>`; the row is found by the hash of the id and the
 *   secret's SHA-256 is compared in constant time, so neither a leaked table nor a timing probe on
 *   the lookup yields a usable cookie.
 * - rate_limits: attempt counters in fixed windows, shared by every server process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Sessions from before this column cannot be verified: end them.
  await sql`delete from sessions`.execute(db);
  await sql`alter table sessions add column secret_hash bytea not null
    check (octet_length(secret_hash) = 32)`.execute(db);
  await sql`create table rate_limits (
    key text primary key check (length(key) <= 300),
    window_started_at timestamptz not null,
    hits integer not null check (hits >= 0)
  )`.execute(db);
  await sql`create index rate_limits_window_started_at_idx on rate_limits (window_started_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
  await sql`alter table sessions drop column secret_hash`.execute(db);
}
