import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { checkChosenPassword, type NewPasswordError } from './new-password.ts';
import { startSession, type StartedSession } from './start-session.ts';

/** Someone at an unlocked screen must not be able to guess the old password at leisure. */
const CHANGE_PASSWORD_LIMIT: RateRule = { limit: 10, windowMs: 15 * 60_000 };

export type ChangePasswordError =
  | NewPasswordError
  | { code: 'USER.NOT_FOUND' }
  | { code: 'PASSWORD.WRONG' }
  | { code: 'AUTH.RATE_LIMITED'; retryAfterMs: number };

export type ChangePasswordDeps = {
  credentials: Pick<CredentialStore, 'findUser'>;
  hasher: PasswordHasher;
  rateLimiter: RateLimiter;
  tokens: TokenService;
  clock: Clock;
  inTransaction: UnitOfWork<{
    credentials: Pick<CredentialStore, 'setPassword'>;
    sessions: Pick<SessionStore, 'create' | 'deleteAllOf'>;
    resetTokens: Pick<ResetTokenStore, 'revokeAllOf'>;
  }>;
};

/**
 * A password change (old and new, docs/spec/product-spec.md section 5). Every session of the user ends, the one
 * making the change included, and a fresh session is opened for this browser: whoever else held a
 * session (a forgotten tablet, a stolen cookie) is out, the person changing it is not
 * (docs/decisions/014-sessions-on-password-change.md).
 */
export const makeChangePassword =
  (deps: ChangePasswordDeps) =>
  async (input: {
    actor: Actor;
    scope: Scope;
    userId: string;
    oldPassword: string;
    newPassword: string;
    ipAddress: string | null;
    userAgent: string | null;
  }): Promise<Result<StartedSession, ChangePasswordError>> => {
    const holder = await deps.credentials.findUser(input.userId);
    if (
      !holder ||
      !reaches(input.actor, input.scope, { concessionId: holder.concessionId, userId: holder.id })
    ) {
      return err({ code: 'USER.NOT_FOUND' });
    }
    const now = deps.clock.now();
    const limit = await deps.rateLimiter.consume(
      `change-password:${holder.id}`,
      CHANGE_PASSWORD_LIMIT,
      now,
    );
    if (!limit.allowed) return err({ code: 'AUTH.RATE_LIMITED', retryAfterMs: limit.retryAfterMs });
    const valid =
      holder.passwordHash !== null &&
      (await deps.hasher.verify(holder.passwordHash, input.oldPassword));
    if (!valid) return err({ code: 'PASSWORD.WRONG' });
    const checked = checkChosenPassword(input.newPassword, undefined);
    if (!checked.ok) return checked;

    const hash = await deps.hasher.hash(checked.value);
    const session = await deps.inTransaction(async (ports) => {
      await ports.credentials.setPassword(holder.id, hash);
      await ports.sessions.deleteAllOf(holder.id);
      await ports.resetTokens.revokeAllOf(holder.id, now);
      return startSession(
        { sessions: ports.sessions, tokens: deps.tokens, clock: deps.clock },
        {
          userId: holder.id,
          role: holder.role,
          ipAddress: input.ipAddress,
          userAgent: input.userAgent,
        },
      );
    });
    await deps.rateLimiter.reset(`change-password:${holder.id}`);
    return ok(session);
  };
