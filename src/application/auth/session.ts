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
