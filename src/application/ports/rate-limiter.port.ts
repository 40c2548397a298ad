export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counts attempts per key in fixed windows, shared by every server process. */
export type RateLimiter = {
  consume: (key: string, rule: RateRule, now: Date) => Promise<RateDecision>;
  reset: (key: string) => Promise<void>;
  /** Gives back one attempt of the key's current window (an attempt that turned out legitimate). */
  refund: (key: string) => Promise<void>;
};
