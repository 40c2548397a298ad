import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { isKioskRole } from '#domain/access/roles.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { checkChosenPassword, type NewPasswordError } from './new-password.ts';

export type CreatePasswordError =
  | NewPasswordError
  | { code: 'USER.NOT_FOUND' }
  | { code: 'PASSWORD.ALREADY_SET' }
  | { code: 'PASSWORD.STATION_ACCOUNT' };

export type CreatePasswordDeps = {
  credentials: Pick<CredentialStore, 'findUser'>;
  hasher: PasswordHasher;
  clock: Clock;
  inTransaction: UnitOfWork<{
    credentials: Pick<CredentialStore, 'createPassword'>;
    resetTokens: Pick<ResetTokenStore, 'revokeAllOf'>;
  }>;
};

/**
 * The first password of an account (onboarding step, docs/spec/product-spec.md section 5): the user's own only,
 * and refused once a password exists (a change needs the old one, a manager's reset clears it).
 */
export const makeCreatePassword =
  (deps: CreatePasswordDeps) =>
  async (input: {
    actor: Actor;
    scope: Scope;
    userId: string;
    password: string | undefined;
    /** Sent by the create-password page; API callers send the password alone. */
    confirmation?: string | undefined;
  }): Promise<Result<void, CreatePasswordError>> => {
    const holder = await deps.credentials.findUser(input.userId);
    if (
      !holder ||
      !reaches(input.actor, input.scope, { concessionId: holder.concessionId, userId: holder.id })
    ) {
      return err({ code: 'USER.NOT_FOUND' });
    }
    if (isKioskRole(holder.role)) return err({ code: 'PASSWORD.STATION_ACCOUNT' });
    if (holder.passwordHash !== null) return err({ code: 'PASSWORD.ALREADY_SET' });
    const checked = checkChosenPassword(input.password, input.confirmation);
    if (!checked.ok) return checked;

    // Hashing is slow on purpose: done before the transaction, which holds the embedded database.
    const hash = await deps.hasher.hash(checked.value);
    return deps.inTransaction(async (ports): Promise<Result<void, CreatePasswordError>> => {
      if (!(await ports.credentials.createPassword(holder.id, hash))) {
        return err({ code: 'PASSWORD.ALREADY_SET' });
      }
      // A reset link asked for before is pointless now, and would be a way back in.
      await ports.resetTokens.revokeAllOf(holder.id, deps.clock.now());
      return ok(undefined);
    });
  };
