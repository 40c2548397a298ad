import { sql, type Kysely } from 'kysely';

/*
 * api_tokens: named tokens a program presents as `Authorization: Bearer bp_<id>.<secret>`
 * (docs/decisions/054). Like sessions, only the hex SHA-256 of the id part (`lookup_id`) and the SHA-256 of the
 * secret are stored; the secret is shown once. A token acts as its creator with a role scope at
 * most the creator's (`scope_role`), bound to the creator's dealership (`concession_id`, null for
 * platform accounts, whose reach comes from their assignments).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table api_tokens (
    id uuid primary key default gen_random_uuid(),
    lookup_id text not null unique check (length(lookup_id) = 64),
    secret_hash bytea not null check (octet_length(secret_hash) = 32),
    name text not null check (length(name) between 1 and 80),
    scope_role text not null check (scope_role in ('prAdmin', 'bpm', 'owner', 'admin', 'seller')),
    created_by uuid not null references users (id) on delete cascade,
    concession_id uuid references concessions (id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null check (expires_at > created_at),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index api_tokens_concession_id_idx on api_tokens (concession_id)`.execute(db);
  await sql`create index api_tokens_created_by_idx on api_tokens (created_by)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table api_tokens`.execute(db);
}
