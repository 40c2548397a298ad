import { checkSession } from '#domain/access/session-lifetime.ts';
import type { Role } from '#domain/access/roles.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SessionStore, StoredSession } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';

export type ValidSession = {
  sessionId: string;
  userId: string;
  role: Role;
  /** Set when the session slid: the cookie must be sent again with this expiry. */
  renewedUntil?: Date;
};

export type SessionDeps = { sessions: SessionStore; tokens: TokenService; clock: Clock };

/**
 * Checks a stored session against the presented token's secret: valid, slid when due, or null (and
 * then deleted if expired).
 */
export const settleSession = async (
  deps: SessionDeps,
  stored: StoredSession | null,
  presentedSecretHash: Uint8Array,
): Promise<ValidSession | null> => {
  if (!stored || !deps.tokens.sameSecret(stored.secretHash, presentedSecretHash)) return null;
  const now = deps.clock.now();
  const check = checkSession(stored.role, stored, now);
  if (!check.valid) {
    await deps.sessions.delete(stored.id);
    return null;
  }
  const valid = { sessionId: stored.id, userId: stored.userId, role: stored.role };
  if (!check.refreshedExpiresAt) return valid;
  await deps.sessions.extend(stored.id, check.refreshedExpiresAt, now);
  return { ...valid, renewedUntil: check.refreshedExpiresAt };
};
