import { sql, type Kysely } from 'kysely';

/*
 * Feedback always carries its outcome (docs/decisions/032). Demo data seeded before that wrote only
 * whether the client bought: a be-back (still waiting, or archived) read as "not sold". Give those
 * rows the outcome the end-relationship dialog would have written, so nothing reads feedback
 * without one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update clients
    set feedback = feedback || jsonb_build_object('outcome',
      case
        when (feedback ->> 'sale')::boolean then 'sold'
        when status in ('beBack', 'archived') then 'beBack'
        else 'notSold'
      end)
    where feedback is not null and not feedback ? 'outcome'`.execute(db);
}

export async function down(): Promise<void> {
  // The outcome is what the dialog writes anyway: nothing to undo.
}
