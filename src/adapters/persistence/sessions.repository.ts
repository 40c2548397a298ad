import type { Kysely } from 'kysely';
import type { SessionStore } from '../../application/ports/session-store.port.ts';
import type { DB } from './db.generated.ts';

export const createSessionStore = (db: Kysely<DB>): SessionStore => ({
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
