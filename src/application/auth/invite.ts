import { isKioskRole, type Role } from '#domain/access/roles.ts';
import type { Language } from '#domain/locale/language.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import { issueLink } from './password-links.ts';

export type InviteInput = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  language: Language;
  concessionId: string | null;
  concessionName: string | null;
};

/** The caller's transaction-bound ports: the invitation commits with the account it invites to. */
export type InvitePorts = {
  resetTokens: Pick<ResetTokenStore, 'create'>;
  outbox: EmailOutbox;
};

/**
 * Invites a new account holder (the Users API calls it when it creates a user, inside its own
 * UnitOfWork): a single-use invitation link valid a week, emailed as `accountInvite`. Opening the
 * link signs them in, and the onboarding guard sends them to create their password.
 */
export const makeCreateInvite =
  (deps: { tokens: TokenService; clock: Clock }) =>
  async (input: InviteInput, ports: InvitePorts): Promise<void> => {
    // Kiosk accounts sign in with their dealership's station password; they are never invited.
    if (isKioskRole(input.role)) throw new Error(`A ${input.role} account is not invited`);
    const link = await issueLink(deps, ports.resetTokens, {
      userId: input.userId,
      purpose: 'invite',
    });
    await ports.outbox.queue({
      template: 'accountInvite',
      to: input.email,
      language: input.language,
      concessionId: input.concessionId,
      params: {
        name: input.name,
        role: input.role,
        concessionName: input.concessionName,
        link,
      },
    });
  };
