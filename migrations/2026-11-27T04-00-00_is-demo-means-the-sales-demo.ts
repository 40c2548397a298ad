import { sql, type Kysely } from 'kysely';

/*
 * `concessions.is_demo` now marks only the sales demonstration's showroom, which lists and numbers
 * of real dealerships leave out (docs/decisions/087). Until now it marked every dealership the demo
 * seed wrote, which play real customers on a demo server; no showroom existed yet, so every row
 * is cleared.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update concessions set is_demo = false where is_demo`.execute(db);
}

export async function down(): Promise<void> {
  // Which dealerships the seed wrote is not recorded: the flags stay as they are.
}
