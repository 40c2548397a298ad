import { sql, type Kysely } from 'kysely';

/*
 * The core loop's scheduled work (the core-loop issue, item 6):
 * - clients.hold_expiry_notified_at: when the advisor was told their sale's hold expired, so the
 *   every-few-minutes job tells them once per expiry (resuming clears it for the next one);
 * - sms_log kinds: the availability confirmation link sent to an advisor when a client waits for
 *   them, and the expired-hold notice, besides the app download links. The daily limit of 2
 *   (docs/spec/product-spec.md section 9) is counted per phone and kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column hold_expiry_notified_at timestamptz`.execute(db);
  await sql`alter table sms_log drop constraint sms_log_kind_check`.execute(db);
  await sql`alter table sms_log add constraint sms_log_kind_check
    check (kind in ('appDownloadLinks', 'availabilityConfirmation', 'saleHoldExpired'))`.execute(
    db,
  );
  await sql`create index sms_log_to_phone_kind_sent_on_idx on sms_log (to_phone, kind, sent_on)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index sms_log_to_phone_kind_sent_on_idx`.execute(db);
  await sql`delete from sms_log where kind <> 'appDownloadLinks'`.execute(db);
  await sql`alter table sms_log drop constraint sms_log_kind_check`.execute(db);
  await sql`alter table sms_log add constraint sms_log_kind_check
    check (kind in ('appDownloadLinks'))`.execute(db);
  await sql`alter table clients drop column hold_expiry_notified_at`.execute(db);
}
