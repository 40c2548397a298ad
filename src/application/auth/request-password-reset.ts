import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

/**
 * A mailbox is not flooded with reset emails (5 an hour per email from one network address), and
 * one machine cannot probe or spam many emails (20 requests an hour). The per-email count is kept
 * per network address, so nobody can use up another person's requests (docs/decisions/040).
 */
const RESET_REQUEST_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  perAddress: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** The lookup and the email are retried a few times (a database hiccup), not for a day. */
const SEND_ATTEMPTS = 5;

export type RequestPasswordResetError = { code: 'AUTH.RATE_LIMITED'; retryAfterMs: number };

export type RequestPasswordResetDeps = {
  rateLimiter: RateLimiter;
  clock: Clock;
  inTransaction: UnitOfWork<{ jobs: JobQueue }>;
};

/**
 * "Forgot password": counts the request, then leaves the lookup and the email to a job
 * (send-password-reset.ts). The answer is the same, and takes as long, whether or not the address
 * has an account, so the form cannot be used to learn who has one; limits count unknown addresses
 * too, for the same reason (docs/decisions/044-forgot-password-in-a-job.md).
 */
export const makeRequestPasswordReset =
  (deps: RequestPasswordResetDeps) =>
  async (input: {
    email: string;
    ipAddress: string | null;
  }): Promise<Result<void, RequestPasswordResetError>> => {
    const now = deps.clock.now();
    const email = input.email.trim().toLowerCase();
    const address = input.ipAddress ?? 'unknown';
    // Keys are at most 300 characters: the address (45 at most) first, then the email.
    const emailKey = `reset-request:email:${address}:${email}`.slice(0, 300);
    const decisions = await Promise.all([
      deps.rateLimiter.consume(emailKey, RESET_REQUEST_LIMITS.perEmail, now),
      deps.rateLimiter.consume(
        `reset-request:address:${address}`,
        RESET_REQUEST_LIMITS.perAddress,
        now,
      ),
    ]);
    const refused = decisions.find((decision) => !decision.allowed);
    if (refused && !refused.allowed) {
      return err({ code: 'AUTH.RATE_LIMITED', retryAfterMs: refused.retryAfterMs });
    }
    await deps.inTransaction((ports) =>
      ports.jobs.enqueue('send-password-reset', { email }, { maxAttempts: SEND_ATTEMPTS }),
    );
    return ok(undefined);
  };
