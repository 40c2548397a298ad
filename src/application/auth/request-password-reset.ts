import { isKioskRole } from '#domain/access/roles.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { emailLanguageOf } from './email-language.ts';
import { issueLink } from './password-links.ts';

/**
 * A mailbox is not flooded with reset emails (5 an hour per email from one network address), and
 * one machine cannot probe or spam many emails (20 requests an hour). The per-email count is kept
 * per network address, so nobody can use up another person's requests (docs/decisions/040).
 */
const RESET_REQUEST_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  perAddress: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

export type RequestPasswordResetError = { code: 'AUTH.RATE_LIMITED'; retryAfterMs: number };

export type RequestPasswordResetDeps = {
  credentials: Pick<CredentialStore, 'findUserByEmail'>;
  rateLimiter: RateLimiter;
  tokens: TokenService;
  clock: Clock;
  inTransaction: UnitOfWork<{
    resetTokens: Pick<ResetTokenStore, 'create'>;
    outbox: EmailOutbox;
  }>;
};

/**
 * "Forgot password": emails a one-hour reset link when the address belongs to an account that has
 * (or should have) a password. The answer is the same whether or not it does, so the form cannot
 * be used to learn who has an account; limits count unknown addresses too, for the same reason.
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

    const holder = await deps.credentials.findUserByEmail(email);
    // Kiosk tablets sign in with their dealership's station password, which managers set.
    if (!holder || isKioskRole(holder.role)) return ok(undefined);
    await deps.inTransaction(async (ports) => {
      const link = await issueLink(deps, ports.resetTokens, {
        userId: holder.id,
        purpose: 'reset',
      });
      await ports.outbox.queue({
        template: 'passwordReset',
        to: holder.email,
        language: emailLanguageOf(holder),
        concessionId: holder.concessionId,
        params: { name: holder.name, link },
      });
    });
    return ok(undefined);
  };
