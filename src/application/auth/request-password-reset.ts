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
 * A mailbox is not flooded with reset emails (5 an hour per address asked for), and one machine
 * cannot probe or spam many addresses (20 requests an hour).
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
    const decisions = await Promise.all([
      deps.rateLimiter.consume(`reset-request:email:${email}`, RESET_REQUEST_LIMITS.perEmail, now),
      deps.rateLimiter.consume(
        `reset-request:address:${input.ipAddress ?? 'unknown'}`,
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
