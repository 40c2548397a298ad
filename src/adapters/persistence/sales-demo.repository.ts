import { sql, type Kysely } from 'kysely';
import type { SalesDemoStore } from '#application/ports/sales-demo-store.port.ts';
import type { DB } from './db.generated.ts';

/**
 * The sales demonstration's showroom (docs/decisions/087): the one live dealership flagged
 * `is_demo`. Every read here is limited to it, so nothing reaches a real dealership.
 */
export const createSalesDemoStore = (db: Kysely<DB>): SalesDemoStore => {
  const showroom = () =>
    db
      .selectFrom('concessions')
      .select('id')
      .where('isDemo', '=', true)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt')
      .limit(1);
  return {
    lock: async () => {
      await sql`select pg_advisory_xact_lock(hashtext('best-pairing:sales-demo'))`.execute(db);
    },

    find: async () => {
      const row = await db
        .selectFrom(showroom().as('s'))
        .select((eb) => [
          's.id',
          eb
            .selectFrom('clients')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('clients.concessionId', '=', 's.id')
            .as('clients'),
          sql<{ id: string; email: string }[]>`coalesce((
            select json_agg(json_build_object('id', u.id, 'email', u.email))
            from users u where u.concession_id = s.id and u.deleted_at is null
          ), '[]'::json)`.as('users'),
        ])
        .executeTakeFirst();
      if (!row) return null;
      return {
        concessionId: row.id,
        users: new Map(row.users.map((user) => [user.email, user.id])),
        clients: Number(row.clients ?? 0),
      };
    },

    clearClients: async (concessionId) => {
      // Only the showroom: the id is checked against the flag in the statement itself.
      await db
        .deleteFrom('clients')
        .where('concessionId', '=', concessionId)
        .where('concessionId', 'in', showroom())
        .execute();
    },

    account: async (email) =>
      (await db
        .selectFrom('users')
        .select(['id', 'role'])
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .where('deletedAt', 'is', null)
        .where('concessionId', 'in', showroom())
        .executeTakeFirst()) ?? null,
  };
};
