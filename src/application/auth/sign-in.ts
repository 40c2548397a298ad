import type { Role } from '#domain/access/roles.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AccountStore } from '#application/ports/account-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import { startSession } from './start-session.ts';

/**
 * Guessing is slowed per account (10 tries in 15 minutes) and per address (50 failed tries in 15
 * minutes: a successful sign-in gives its attempt back, so a dealership's staff signing in from one
 * address are never refused for being many, and one forgetful colleague does not lock them out).
 */
const SIGN_IN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

export type SignInInput = {
  email: string;
  password: string;
  ipAddress: string | null;
  userAgent: string | null;
};

export type SignInError =
  { code: 'AUTH.INVALID_CREDENTIALS' } | { code: 'AUTH.RATE_LIMITED'; retryAfterMs: number };

export type SignedIn = { token: string; expiresAt: Date; userId: string; role: Role };

export type SignInDeps = {
  accounts: AccountStore;
  sessions: SessionStore;
  hasher: PasswordHasher;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  clock: Clock;
};

export const makeSignIn =
  (deps: SignInDeps) =>
  async (input: SignInInput): Promise<Result<SignedIn, SignInError>> => {
    const now = deps.clock.now();
    const email = input.email.trim().toLowerCase();
    const keys = [`sign-in:account:${email}`, `sign-in:address:${input.ipAddress ?? 'unknown'}`];
    const decisions = await Promise.all([
      deps.rateLimiter.consume(keys[0] ?? '', SIGN_IN_LIMITS.perAccount, now),
      deps.rateLimiter.consume(keys[1] ?? '', SIGN_IN_LIMITS.perAddress, now),
    ]);
    const refused = decisions.find((decision) => !decision.allowed);
    if (refused && !refused.allowed) {
      return err({ code: 'AUTH.RATE_LIMITED', retryAfterMs: refused.retryAfterMs });
    }

    const account = await deps.accounts.findByEmail(email);
    const hash =
      account?.role === 'client' || account?.role === 'service'
        ? account.concessionId
          ? await deps.accounts.stationPasswordHash(account.concessionId, account.role)
          : null
        : (account?.passwordHash ?? null);
    // Verify even when there is nothing to verify against, so the answer takes as long whether or
    // not the email exists (no account enumeration by timing).
    const valid = await deps.hasher.verify(hash ?? (await dummyHash(deps.hasher)), input.password);
    if (!account || !hash || !valid) return err({ code: 'AUTH.INVALID_CREDENTIALS' });

    // A successful sign-in clears the account's counter: the forgetful colleague starts afresh.
    await deps.rateLimiter.reset(keys[0] ?? '');
    await deps.rateLimiter.refund(keys[1] ?? '');
    const session = await startSession(deps, {
      userId: account.id,
      role: account.role,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
    });
    await deps.accounts.recordSignIn(account.id, now);
    return ok({ ...session, userId: account.id, role: account.role });
  };

let dummy: Promise<string> | undefined;
const dummyHash = (hasher: PasswordHasher) => (dummy ??= hasher.hash('not-a-real-password-0A'));
