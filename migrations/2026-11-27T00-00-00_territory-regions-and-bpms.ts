import { sql, type Kysely } from 'kysely';

/*
 * A territory is a set of regions (provinces or states, each in at most one territory) and the bpm
 * who cover it. A bpm reaches the dealerships assigned to it and those of its territories
 * (docs/decisions/076-territories.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table territory_regions (
  territory_id uuid not null references territories (id) on delete cascade,
  country text not null check (country in ('CA', 'US')),
  state text not null check (btrim(state) <> ''),
  primary key (country, state)
)`.execute(db);
  await sql`create index territory_regions_territory_id_idx on territory_regions (territory_id)`.execute(
    db,
  );
  await sql`create table territory_bpms (
  territory_id uuid not null references territories (id) on delete cascade,
  bpm_user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (territory_id, bpm_user_id)
)`.execute(db);
  await sql`create index territory_bpms_bpm_user_id_idx on territory_bpms (bpm_user_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table territory_bpms`.execute(db);
  await sql`drop table territory_regions`.execute(db);
}
