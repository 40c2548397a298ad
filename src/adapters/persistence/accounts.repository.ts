import { sql, type Kysely } from 'kysely';
import type { AccountStore } from '#application/ports/account-store.port.ts';
import type { DB } from './db.generated.ts';

export const createAccountStore = (db: Kysely<DB>): AccountStore => ({
  findByEmail: async (email) =>
    (await db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'concessionId', 'passwordHash'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) ?? null,
  stationPasswordHash: async (concessionId, role) => {
    const row = await db
      .selectFrom('concessions')
      .select(['clientStationPasswordHash', 'serviceStationPasswordHash'])
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    return role === 'client' ? row.clientStationPasswordHash : row.serviceStationPasswordHash;
  },
  recordSignIn: async (userId, at) => {
    await db.updateTable('users').set({ lastSignInAt: at }).where('id', '=', userId).execute();
  },
});
