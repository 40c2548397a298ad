import { sql, type Kysely } from 'kysely';
import type {
  CredentialHolder,
  CredentialStore,
} from '#application/ports/credential-store.port.ts';
import type { DB } from './db.generated.ts';

const holders = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .leftJoin('concessions', (join) =>
      join
        .onRef('concessions.id', '=', 'users.concessionId')
        .on('concessions.deletedAt', 'is', null),
    )
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.concessionId',
      'users.firstName',
      'users.lastName',
      'users.language',
      'users.passwordHash',
      'concessions.name as concessionName',
      'concessions.language as concessionLanguage',
    ])
    .where('users.deletedAt', 'is', null);

type HolderRow = Awaited<ReturnType<ReturnType<typeof holders>['executeTakeFirst']>>;

const toHolder = (row: HolderRow): CredentialHolder | null => {
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    concessionId: row.concessionId,
    concessionName: row.concessionName,
    name: name === '' ? row.email : name,
    language: row.language,
    concessionLanguage: row.concessionLanguage,
    passwordHash: row.passwordHash,
  };
};

export const createCredentialStore = (db: Kysely<DB>): CredentialStore => ({
  findUser: async (userId) =>
    toHolder(await holders(db).where('users.id', '=', userId).executeTakeFirst()),
  findUserByEmail: async (email) =>
    toHolder(
      await holders(db)
        .where(sql`lower(users.email)`, '=', email.toLowerCase())
        .executeTakeFirst(),
    ),
  setPassword: async (userId, hash) => {
    await db.updateTable('users').set({ passwordHash: hash }).where('id', '=', userId).execute();
  },
  createPassword: async (userId, hash) => {
    const result = await db
      .updateTable('users')
      .set({ passwordHash: hash })
      .where('id', '=', userId)
      .where('passwordHash', 'is', null)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  findConcession: async (concessionId) =>
    (await db
      .selectFrom('concessions')
      .select('id')
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) ?? null,
  setStationPassword: async (concessionId, station, hash) => {
    await db
      .updateTable('concessions')
      .set(
        station === 'client'
          ? { clientStationPasswordHash: hash }
          : { serviceStationPasswordHash: hash },
      )
      .where('id', '=', concessionId)
      .execute();
  },
  kioskAccountOf: async (concessionId, station) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('concessionId', '=', concessionId)
        .where('role', '=', station)
        .where('deletedAt', 'is', null)
        .executeTakeFirst()
    )?.id ?? null,
});
