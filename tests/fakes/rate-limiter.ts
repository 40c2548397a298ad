import type { RateLimiter } from '#application/ports/rate-limiter.port.ts';

/** The RateLimiter port in memory: counts per key, one window that never ends (tests are short). */
export const createMemoryRateLimiter = (): RateLimiter => {
  const hits = new Map<string, number>();
  return {
    consume: async (key, rule) => {
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return count <= rule.limit
        ? { allowed: true }
        : { allowed: false, retryAfterMs: rule.windowMs };
    },
    reset: async (key) => {
      hits.delete(key);
    },
    refund: async (key) => {
      hits.set(key, Math.max(0, (hits.get(key) ?? 0) - 1));
    },
  };
};
