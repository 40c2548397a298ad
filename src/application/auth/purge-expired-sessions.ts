import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';

/** Nightly clean-up: expired sessions and reset tokens are useless and only grow the tables. */
export const makePurgeExpiredSessions =
  (deps: { sessions: Pick<SessionStore, 'deleteExpired'>; clock: Clock; logger: Logger }) =>
  async () => {
    const removed = await deps.sessions.deleteExpired(deps.clock.now());
    deps.logger.info('Purged expired sessions', removed);
    return removed;
  };
