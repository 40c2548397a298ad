import { canManage } from '#domain/access/members.ts';
import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { isKioskRole } from '#domain/access/roles.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { emailResetLink } from './password-links.ts';

export type ResetByManagerError =
  | { code: 'USER.NOT_FOUND' }
  | { code: 'PASSWORD.STATION_ACCOUNT' }
  | { code: 'USERS.MEMBER_NOT_MANAGEABLE' };

export type ResetByManagerDeps = {
  credentials: Pick<CredentialStore, 'findUser'>;
  tokens: TokenService;
  clock: Clock;
  inTransaction: UnitOfWork<{
    credentials: Pick<CredentialStore, 'setPassword'>;
    sessions: Pick<SessionStore, 'deleteAllOf'>;
    resetTokens: Pick<ResetTokenStore, 'create' | 'revokeAllOf'>;
    outbox: EmailOutbox;
  }>;
};

/**
 * A manager resets a member's password (docs/spec/product-spec.md section 6): the password stops working at
 * once, every session of the member ends, and the member gets an email with a one-hour link to
 * choose a new one. A member outside the manager's reach answers "not found", as if absent; one of
 * a rank above the manager's is refused.
 */
export const makeResetPasswordByManager =
  (deps: ResetByManagerDeps) =>
  async (input: {
    actor: Actor;
    scope: Scope;
    userId: string;
  }): Promise<Result<void, ResetByManagerError>> => {
    const holder = await deps.credentials.findUser(input.userId);
    if (
      !holder ||
      !reaches(input.actor, input.scope, { concessionId: holder.concessionId, userId: holder.id })
    ) {
      return err({ code: 'USER.NOT_FOUND' });
    }
    if (isKioskRole(holder.role)) return err({ code: 'PASSWORD.STATION_ACCOUNT' });
    // Nobody resets the password of a rank above theirs (docs/decisions/010).
    if (!canManage(input.actor.role, holder.role)) {
      return err({ code: 'USERS.MEMBER_NOT_MANAGEABLE' });
    }
    await deps.inTransaction(async (ports) => {
      await ports.credentials.setPassword(holder.id, null);
      await ports.sessions.deleteAllOf(holder.id);
      await ports.resetTokens.revokeAllOf(holder.id, deps.clock.now());
      await emailResetLink(deps, ports, holder, 'passwordResetByManager');
    });
    return ok(undefined);
  };
