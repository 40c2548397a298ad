import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger, LogLevel } from '#application/ports/logger.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';

export type ClientLogEntry = {
  level: LogLevel;
  msg: string;
  data?: unknown;
  userAgent?: string | undefined;
  /** The signed-in reporter, if any. */
  userId?: string | undefined;
  /** The reporter's network address. */
  address: string | null;
};

/** A page reports a few events a minute at most; 30 is generous (docs/decisions/041). */
const CLIENT_LOG_LIMIT: RateRule = { limit: 30, windowMs: 60_000 };
/** The most of an entry's `data` kept, serialised; the rest is cut. */
export const CLIENT_LOG_DATA_MAX = 2_000;

/** The entry's data as logged: cut to CLIENT_LOG_DATA_MAX characters of JSON when longer. */
export const boundedData = (data: unknown): unknown => {
  if (data === undefined) return undefined;
  const serialised = JSON.stringify(data);
  return serialised.length <= CLIENT_LOG_DATA_MAX
    ? data
    : { truncated: serialised.slice(0, CLIENT_LOG_DATA_MAX) };
};

/**
 * Browser-side errors and rejected actions land in the server log, marked as coming from the
 * client; limited per account and per address so nobody can flood the log.
 */
export const makeRecordClientLog =
  (deps: { logger: Logger; rateLimiter: RateLimiter; clock: Clock }) =>
  async (
    entry: ClientLogEntry,
  ): Promise<Result<void, { code: 'RATE_LIMITED'; retryAfterMs: number }>> => {
    const now = deps.clock.now();
    const keys = [`client-log:address:${entry.address ?? 'unknown'}`];
    if (entry.userId) keys.push(`client-log:user:${entry.userId}`);
    const decisions = await Promise.all(
      keys.map((key) => deps.rateLimiter.consume(key, CLIENT_LOG_LIMIT, now)),
    );
    const refused = decisions.find((decision) => !decision.allowed);
    if (refused && !refused.allowed) {
      return err({ code: 'RATE_LIMITED', retryAfterMs: refused.retryAfterMs });
    }
    deps.logger[entry.level](entry.msg, {
      source: 'client',
      data: boundedData(entry.data),
      userAgent: entry.userAgent?.slice(0, 500),
      userId: entry.userId,
    });
    return ok(undefined);
  };
