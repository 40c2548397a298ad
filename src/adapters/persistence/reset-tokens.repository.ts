import type { Kysely } from 'kysely';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { DB } from './db.generated.ts';

/** Password links (reset, invitation): `token_hash` holds the hash of the token's id part. */
export const createResetTokenStore = (db: Kysely<DB>): ResetTokenStore => ({
  create: async (link) => {
    await db
      .insertInto('passwordResetTokens')
      .values({
        tokenHash: link.id,
        secretHash: Buffer.from(link.secretHash),
        userId: link.userId,
        purpose: link.purpose,
        expiresAt: link.expiresAt,
      })
      .execute();
  },
  find: async (id) => {
    const row = await db
      .selectFrom('passwordResetTokens')
      .select(['tokenHash', 'secretHash', 'userId', 'purpose', 'expiresAt', 'usedAt'])
      .where('tokenHash', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.tokenHash,
      secretHash: new Uint8Array(row.secretHash),
      userId: row.userId,
      purpose: row.purpose,
      expiresAt: row.expiresAt,
      usedAt: row.usedAt,
    };
  },
  use: async (id, at) => {
    const result = await db
      .updateTable('passwordResetTokens')
      .set({ usedAt: at })
      .where('tokenHash', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  revokeAllOf: async (userId, at) => {
    await db
      .updateTable('passwordResetTokens')
      .set({ usedAt: at })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
  },
});
