import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** A forwarded list longer than this is not a proxy chain we run; it is ignored. */
const MAX_FORWARDED_LENGTH = 1_000;

/**
 * The client's address in an `X-Forwarded-For` header set by `trustedHops` proxies of ours: each
 * proxy appends the address it saw, so the client is the `trustedHops`-th entry from the right;
 * what stands left of it was written by the client and proves nothing (decision 040). An entry that
 * is not an IP (v4 or v6), or a header that is garbage or too long, is ignored (decision 030).
 */
export const forwardedAddress = (
  header: string | undefined,
  trustedHops: number,
): string | null => {
  if (!header || trustedHops < 1 || header.length > MAX_FORWARDED_LENGTH) return null;
  const hops = header.split(',');
  const entry = hops[Math.max(0, hops.length - trustedHops)]?.trim() ?? '';
  return isIP(entry) === 0 ? null : entry;
};

/** The caller's IP address, for rate limits, on-site presence and the session record. */
export const makeClientAddress =
  (trustedHops: number) =>
  (c: Context<AppEnv>): string | null => {
    const forwarded = forwardedAddress(c.req.header('x-forwarded-for'), trustedHops);
    if (forwarded) return forwarded;
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      // Requests made in process (tests, benchmarks) have no socket.
      return null;
    }
  };

export type ClientAddress = ReturnType<typeof makeClientAddress>;
