import { describe, expect, it } from 'vitest';
import type { Logger } from '#application/ports/logger.port.ts';
import { makePurgeExpiredSessions } from './purge-expired-sessions.ts';

const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silent,
};

describe('purgeExpiredSessions', () => {
  it('asks the store to delete what expired before the clock time and reports the counts', async () => {
    const now = new Date('2026-11-22T03:00:00Z');
    const seen: Date[] = [];
    const purge = makePurgeExpiredSessions({
      sessions: {
        deleteExpired: async (at) => {
          seen.push(at);
          return { sessions: 3, resetTokens: 1 };
        },
      },
      clock: { now: () => now },
      logger: silent,
    });
    await expect(purge()).resolves.toEqual({ sessions: 3, resetTokens: 1 });
    expect(seen).toEqual([now]);
  });
});
