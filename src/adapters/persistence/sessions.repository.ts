import type { Kysely } from 'kysely';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { DB } from './db.generated.ts';

export const createSessionStore = (db: Kysely<DB>): SessionStore => ({
  create: async (session) => {
    await db
      .insertInto('sessions')
      .values({
        id: session.id,
        secretHash: Buffer.from(session.secretHash),
        userId: session.userId,
        createdAt: session.createdAt,
        lastUsedAt: session.createdAt,
        expiresAt: session.expiresAt,
        absoluteExpiresAt: session.absoluteExpiresAt,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
      })
      .execute();
  },
  find: async (id) => {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'sessions.id',
        'sessions.secretHash',
        'sessions.userId',
        'sessions.expiresAt',
        'sessions.absoluteExpiresAt',
        'users.role',
      ])
      .where('sessions.id', '=', id)
      .where('users.deletedAt', 'is', null)
      .executeTakeFirst();
    return row ? { ...row, secretHash: new Uint8Array(row.secretHash) } : null;
  },
  extend: async (id, expiresAt, usedAt) => {
    await db
      .updateTable('sessions')
      .set({ expiresAt, lastUsedAt: usedAt })
      .where('id', '=', id)
      .execute();
  },
  delete: async (id) => {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },
  deleteAllOf: async (userId) => {
    await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  },
  deleteExpired: async (now) => {
    const sessions = await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('absoluteExpiresAt', '<=', now)]))
      .executeTakeFirst();
    const resetTokens = await db
      .deleteFrom('passwordResetTokens')
      .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('usedAt', 'is not', null)]))
      .executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      resetTokens: Number(resetTokens.numDeletedRows),
    };
  },
});
