import { sql, type Kysely } from 'kysely';

/*
 * One word per concept (docs/glossary.md): the code says "seller" for the role the screens call
 * advisor / conseiller, so the licence kinds and the plan and subscription columns that still said
 * "advisor" take the code word. Rows keep their meaning; only names change.
 */
const rename = async (db: Kysely<any>, from: string, to: string) => {
  for (const [table, column] of [
    ['plans', 'included'],
    ['subscriptions', 'included'],
    ['subscriptions', 'extra'],
  ] as const) {
    await sql
      .raw(
        `alter table ${table} rename column ${column}_${from}_licences to ${column}_${to}_licences`,
      )
      .execute(db);
  }
};

const supplementary = (word: string) =>
  `supplementary${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const kinds = (word: string) => `'client', 'service', 'admin', '${word}', '${supplementary(word)}'`;

const relabel = async (db: Kysely<any>, from: string, to: string) => {
  for (const [table, column] of [
    ['licences', 'kind'],
    ['catalogue_products', 'code'],
  ] as const) {
    await sql.raw(`alter table ${table} drop constraint ${table}_${column}_check`).execute(db);
    await sql
      .raw(
        `update ${table} set ${column} = case ${column}
           when '${from}' then '${to}' when '${supplementary(from)}' then '${supplementary(to)}'
           else ${column} end`,
      )
      .execute(db);
    await sql
      .raw(
        `alter table ${table} add constraint ${table}_${column}_check check (${column} in (${kinds(to)}))`,
      )
      .execute(db);
  }
};

export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, 'advisor', 'seller');
  await relabel(db, 'advisor', 'seller');
}

export async function down(db: Kysely<any>): Promise<void> {
  await relabel(db, 'seller', 'advisor');
  await rename(db, 'seller', 'advisor');
}
