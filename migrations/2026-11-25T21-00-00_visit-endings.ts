import { sql, type Kysely } from 'kysely';

/*
 * Every ending of a visit is kept (docs/decisions/058): the status change an end-relationship
 * dialog makes carries what it recorded (outcome, models viewed and sold, comment). Before, a
 * be-back's second ending overwrote the first on the client row. Existing rows: the client's
 * feedback, the last ending, goes on its last ending change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table client_status_changes
    add column feedback jsonb check (jsonb_typeof(feedback) = 'object')`.execute(db);
  await sql`update client_status_changes h
    set feedback = c.feedback
    from clients c
    where c.id = h.client_id
      and c.feedback is not null
      and h.id = (
        select last.id from client_status_changes last
        where last.client_id = c.id
          and last.from_status = 'withAdvisor'
          and last.to_status in ('sold', 'notSold', 'beBack')
        order by last.at desc, last.id desc
        limit 1
      )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table client_status_changes drop column feedback`.execute(db);
}
