import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  ApiTokenRecord,
  ApiTokenStore,
  TokenReach,
} from '#application/ports/api-token-store.port.ts';
import type { DB } from './db.generated.ts';

const selectTokens = (db: Kysely<DB>) =>
  db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.createdBy')
    .select([
      'apiTokens.id',
      'apiTokens.name',
      'apiTokens.scopeRole',
      'apiTokens.concessionId',
      'apiTokens.createdAt',
      'apiTokens.expiresAt',
      'apiTokens.lastUsedAt',
      'apiTokens.revokedAt',
      'users.id as creatorId',
      'users.firstName',
      'users.lastName',
      'users.email',
    ]);

type TokenRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectTokens>['executeTakeFirst']>>
>;

const fullName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

const toRecord = (row: TokenRow): ApiTokenRecord => ({
  id: row.id,
  name: row.name,
  scope: row.scopeRole,
  createdBy: { id: row.creatorId, name: fullName(row), email: row.email },
  concessionId: row.concessionId,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
});

/** Every read and write is bound to the caller's reach: a dealership's tokens, or one's own. */
const within = (reach: TokenReach) => (eb: ExpressionBuilder<DB, 'apiTokens'>) =>
  'concessionId' in reach
    ? eb('apiTokens.concessionId', '=', reach.concessionId)
    : eb('apiTokens.createdBy', '=', reach.createdBy);

export const createApiTokenStore = (db: Kysely<DB>): ApiTokenStore => ({
  create: async (token) => {
    const { id } = await db
      .insertInto('apiTokens')
      .values({
        lookupId: token.lookupId,
        secretHash: Buffer.from(token.secretHash),
        name: token.name,
        scopeRole: token.scope,
        createdBy: token.createdBy,
        concessionId: token.concessionId,
        createdAt: token.createdAt,
        expiresAt: token.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await selectTokens(db).where('apiTokens.id', '=', id).executeTakeFirstOrThrow();
    return toRecord(row);
  },
  list: async (reach) => {
    const rows = await selectTokens(db)
      .where(within(reach))
      .orderBy('apiTokens.createdAt', 'desc')
      .orderBy('apiTokens.id')
      .execute();
    return rows.map(toRecord);
  },
  revoke: async (id, reach, at) => {
    const result = await db
      .updateTable('apiTokens')
      .set({ revokedAt: at })
      .where('id', '=', id)
      .where(within(reach))
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  stampUse: async (id, at) => {
    await db.updateTable('apiTokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
  },
  ownersOf: async (concessionIds) => {
    if (concessionIds.length === 0) return [];
    const rows = await db
      .selectFrom('users')
      .innerJoin('concessions', 'concessions.id', 'users.concessionId')
      .select([
        'users.email',
        'users.firstName',
        'users.lastName',
        'users.language',
        'concessions.id as concessionId',
        'concessions.name as concessionName',
        'concessions.language as concessionLanguage',
      ])
      .where('users.role', '=', 'owner')
      .where('users.deletedAt', 'is', null)
      .where('concessions.deletedAt', 'is', null)
      .where('concessions.id', 'in', concessionIds)
      .execute();
    return rows.map((row) => ({
      email: row.email,
      name: fullName(row),
      language: row.language ?? row.concessionLanguage,
      concessionId: row.concessionId,
      concessionName: row.concessionName,
    }));
  },
});
