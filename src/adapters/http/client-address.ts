import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The first address of an `X-Forwarded-For` header when it is an IP (v4 or v6); anything else, a
 * name, garbage or a very long value, is ignored rather than stored (decision 030).
 */
export const forwardedAddress = (header: string | undefined): string | null => {
  const first = header?.split(',', 1)[0]?.trim() ?? '';
  return isIP(first) === 0 ? null : first;
};

/** The caller's IP address, for rate limits and the session record. */
export const makeClientAddress =
  (trustProxy: boolean) =>
  (c: Context<AppEnv>): string | null => {
    // Behind a reverse proxy, the client's address is the first of X-Forwarded-For.
    const forwarded = trustProxy ? forwardedAddress(c.req.header('x-forwarded-for')) : null;
    if (forwarded) return forwarded;
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      // Requests made in process (tests, benchmarks) have no socket.
      return null;
    }
  };

export type ClientAddress = ReturnType<typeof makeClientAddress>;
