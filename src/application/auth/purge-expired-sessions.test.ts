import { describe, expect, it } from 'vitest';
import { silentLogger } from '#tests/fakes/logger.ts';
import { makePurgeExpiredSessions } from './purge-expired-sessions.ts';

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
      logger: silentLogger,
    });
    await expect(purge()).resolves.toEqual({ sessions: 3, resetTokens: 1 });
    expect(seen).toEqual([now]);
  });
});
