import { checkSession } from '#domain/access/session-lifetime.ts';
import type { Role } from '#domain/access/roles.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';

export type ValidSession = {
  sessionId: string;
  userId: string;
  role: Role;
  /** Set when the session slid: the cookie must be sent again with this expiry. */
  renewedUntil?: Date;
};

export type SessionDeps = { sessions: SessionStore; tokens: TokenService; clock: Clock };

/** Reads a presented session token: valid, slid when due, or null (and then deleted if expired). */
export const makeValidateSession =
  (deps: SessionDeps) =>
  async (token: string): Promise<ValidSession | null> => {
    const presented = deps.tokens.read(token);
    if (!presented) return null;
    const stored = await deps.sessions.find(presented.id);
    if (!stored || !deps.tokens.sameSecret(stored.secretHash, presented.secretHash)) return null;
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

/** Signing out deletes the session row: the cookie is worthless from then on, even if copied. */
export const makeSignOut = (deps: SessionDeps) => async (token: string) => {
  const presented = deps.tokens.read(token);
  if (!presented) return;
  const stored = await deps.sessions.find(presented.id);
  // Only the holder of the whole token may end the session.
  if (stored && deps.tokens.sameSecret(stored.secretHash, presented.secretHash)) {
    await deps.sessions.delete(stored.id);
  }
};
