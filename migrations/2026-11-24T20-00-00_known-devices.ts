import { sql, type Kysely } from 'kysely';

/*
 * known_devices: the browsers each account signed in on (docs/decisions/040). The cookie holds
 * `<id>.<secret>`; only the id and the secret's hash are stored, like sessions. One browser shared
 * by two colleagues is one id with a row for each of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table known_devices (
    id text not null check (length(id) <= 64),
    user_id uuid not null references users (id) on delete cascade,
    secret_hash bytea not null check (octet_length(secret_hash) = 32),
    last_seen_at timestamptz not null,
    primary key (id, user_id)
  )`.execute(db);
  await sql`create index known_devices_user_id_idx on known_devices (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table known_devices`.execute(db);
}
