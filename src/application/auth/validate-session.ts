import { checkSession } from '#domain/access/session-lifetime.ts';
import type { SessionDeps, ValidSession } from './session.ts';

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
