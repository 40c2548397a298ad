import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** The caller's IP address, for rate limits and the session record. */
export const makeClientAddress =
  (trustProxy: boolean) =>
  (c: Context<AppEnv>): string | null => {
    // Behind a reverse proxy, the client's address is the first of X-Forwarded-For.
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      // Requests made in process (tests, benchmarks) have no socket.
      return null;
    }
  };

export type ClientAddress = ReturnType<typeof makeClientAddress>;
