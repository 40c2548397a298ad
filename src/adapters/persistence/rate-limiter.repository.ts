import { sql, type Kysely } from 'kysely';
import type { RateLimiter } from '#application/ports/rate-limiter.port.ts';
import type { DB } from './db.generated.ts';

/**
 * Fixed-window counters in the database, so every server process shares them. One atomic upsert
 * per attempt: a new window starts when the old one is over, otherwise the count goes up.
 */
export const createRateLimiter = (db: Kysely<DB>): RateLimiter => ({
  consume: async (key, rule, now) => {
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const row = await sql<{ hits: number; windowStartedAt: Date }>`
      insert into rate_limits (key, window_started_at, hits) values (${key}, ${now}, 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
        window_started_at = case when rate_limits.window_started_at <= ${windowStart}
          then excluded.window_started_at else rate_limits.window_started_at end
      returning hits, window_started_at`.execute(db);
    const result = row.rows[0];
    if (!result || result.hits <= rule.limit) return { allowed: true };
    const endsAt = new Date(result.windowStartedAt).getTime() + rule.windowMs;
    return { allowed: false, retryAfterMs: Math.max(0, endsAt - now.getTime()) };
  },
  reset: async (key) => {
    await db.deleteFrom('rateLimits').where('key', '=', key).execute();
  },
  refund: async (key) => {
    await db
      .updateTable('rateLimits')
      .set({ hits: sql<number>`greatest(hits - 1, 0)` })
      .where('key', '=', key)
      .execute();
  },
});
