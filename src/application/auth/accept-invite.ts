import type { LinkError } from '#domain/access/password-links.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { openLink, type OpenLinkDeps } from './password-links.ts';
import type { SignedIn } from './sign-in.ts';
import { startSession } from './start-session.ts';

export type AcceptInviteDeps = OpenLinkDeps & {
  inTransaction: UnitOfWork<{
    resetTokens: Pick<ResetTokenStore, 'use'>;
    sessions: Pick<SessionStore, 'create'>;
  }>;
};

/**
 * Opening an invitation signs its holder in (a new session, as at sign-in) and spends the link;
 * the onboarding guard then sends them to create their password. It is a POST from the invitation
 * page, never the GET of the emailed link: mail scanners that open links would spend it otherwise.
 */
export const makeAcceptInvite =
  (deps: AcceptInviteDeps) =>
  async (input: {
    token: string | undefined;
    ipAddress: string | null;
    userAgent: string | null;
  }): Promise<Result<SignedIn, LinkError>> => {
    const opened = await openLink(deps, 'invite', input.token);
    if (!opened.ok) return opened;
    const { link, holder } = opened.value;
    return deps.inTransaction(async (ports) => {
      // Two clicks at once: one wins the conditional update, the other sees an invalid link.
      if (!(await ports.resetTokens.use(link.id, deps.clock.now()))) return err('LINK.INVALID');
      const session = await startSession(
        { sessions: ports.sessions, tokens: deps.tokens, clock: deps.clock },
        {
          userId: holder.id,
          role: holder.role,
          ipAddress: input.ipAddress,
          userAgent: input.userAgent,
        },
      );
      return ok({ ...session, userId: holder.id, role: holder.role });
    });
  };
