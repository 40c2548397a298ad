import { newSessionTimes } from '#domain/access/session-lifetime.ts';
import type { Role } from '#domain/access/roles.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';

export type StartSessionDeps = {
  sessions: Pick<SessionStore, 'create'>;
  tokens: TokenService;
  clock: Clock;
};

export type StartedSession = { token: string; expiresAt: Date };

/**
 * Opens a new session for a user who just proved who they are (sign-in, invitation link, password
 * change). Always a new token: a session id planted in the browser before is worthless (fixation).
 * Given a transaction-bound store, the session commits with the change that opened it.
 */
export const startSession = async (
  deps: StartSessionDeps,
  input: { userId: string; role: Role; ipAddress: string | null; userAgent: string | null },
): Promise<StartedSession> => {
  const issued = deps.tokens.issue();
  const times = newSessionTimes(input.role, deps.clock.now());
  await deps.sessions.create({
    id: issued.id,
    secretHash: issued.secretHash,
    userId: input.userId,
    ...times,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ipAddress: input.ipAddress,
  });
  return { token: issued.token, expiresAt: times.expiresAt };
};
