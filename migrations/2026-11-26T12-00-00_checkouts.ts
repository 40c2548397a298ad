import { sql, type Kysely } from 'kysely';

/*
 * Subscription and billing (issue 15, docs/decisions/069-checkout-and-webhooks.md):
 * - checkouts: one row per attempt to pay (the provider's hosted checkout, or the local demo page
 *   without keys), with what it buys at the prices of the moment; its status follows the provider's
 *   events (open -> completed | failed | expired), and a failed one is retried by a new row.
 * - subscriptions.provider_updated_at: the provider's time of the state last applied, so an older
 *   event delivered late changes nothing; subscriptions.set_up_at: when the platform finished
 *   setting the dealership up (until then a paid subscription reads `pending_set_up`).
 * - invoices: the period billed and the provider's time of the invoice state last applied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table checkouts (
    id uuid primary key default gen_random_uuid(),
    concession_id uuid not null references concessions (id) on delete cascade,
    plan_id uuid not null references plans (id) on delete restrict,
    created_by uuid references users (id) on delete set null,
    provider text not null check (provider in ('stripe', 'demo')),
    provider_session_id text unique,
    status text not null default 'open' check (status in ('open', 'completed', 'failed', 'expired')),
    billing_period text not null check (billing_period in ('month', 'year')),
    base_price_cents integer not null check (base_price_cents >= 0),
    included_admin_licences integer not null check (included_admin_licences >= 0),
    included_seller_licences integer not null check (included_seller_licences >= 0),
    extra_seller_licences integer not null check (extra_seller_licences between 0 and 100),
    unit_price_cents integer not null check (unit_price_cents >= 0),
    discount_percent numeric(5, 2) not null check (discount_percent between 0 and 100),
    amount_cents integer not null check (amount_cents >= 0),
    created_at timestamptz not null,
    completed_at timestamptz
  )`.execute(db);
  await sql`create index checkouts_concession_id_created_at_idx on checkouts (concession_id, created_at)`.execute(
    db,
  );
  await sql`alter table subscriptions
    add column provider_updated_at timestamptz,
    add column set_up_at timestamptz`.execute(db);
  // The demo dealerships were set up when they were activated.
  await sql`update subscriptions set set_up_at = activated_at where status = 'active'`.execute(db);
  await sql`alter table invoices
    add column period_start timestamptz,
    add column period_end timestamptz,
    add column provider_updated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices drop column period_start, drop column period_end,
    drop column provider_updated_at`.execute(db);
  await sql`alter table subscriptions drop column provider_updated_at, drop column set_up_at`.execute(
    db,
  );
  await sql`drop table checkouts`.execute(db);
}
