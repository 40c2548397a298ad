import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { checkChosenPassword, type NewPasswordError } from './new-password.ts';
import { openLink, type OpenLinkDeps } from './password-links.ts';
import type { LinkProblem } from './check-reset-link.ts';

export type ResetPasswordDeps = OpenLinkDeps & {
  hasher: PasswordHasher;
  inTransaction: UnitOfWork<{
    credentials: Pick<CredentialStore, 'setPassword'>;
    sessions: Pick<SessionStore, 'deleteAllOf'>;
    resetTokens: Pick<ResetTokenStore, 'use' | 'revokeAllOf'>;
  }>;
};

/**
 * Sets a new password through a reset link (docs/spec/decisions.md section 7): the link is spent, every
 * session of the user ends and every other link of theirs stops working. A password the policy
 * refuses leaves the link usable, so a typo does not cost a new email.
 */
export const makeResetPassword =
  (deps: ResetPasswordDeps) =>
  async (input: {
    token: string | undefined;
    password: string | undefined;
    confirmation: string | undefined;
  }): Promise<Result<void, LinkProblem | NewPasswordError>> => {
    const opened = await openLink(deps, 'reset', input.token);
    if (!opened.ok) return err({ code: opened.error });
    const checked = checkChosenPassword(input.password, input.confirmation ?? '');
    if (!checked.ok) return checked;

    const { link, holder } = opened.value;
    const hash = await deps.hasher.hash(checked.value);
    return deps.inTransaction(async (ports): Promise<Result<void, LinkProblem>> => {
      const now = deps.clock.now();
      // Two submissions at once: one wins the conditional update, the other sees an invalid link.
      if (!(await ports.resetTokens.use(link.id, now))) return err({ code: 'LINK.INVALID' });
      await ports.credentials.setPassword(holder.id, hash);
      await ports.sessions.deleteAllOf(holder.id);
      await ports.resetTokens.revokeAllOf(holder.id, now);
      return ok(undefined);
    });
  };
