import { isKioskRole } from '#domain/access/roles.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { ResetTokenStore } from '#application/ports/reset-token-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { emailResetLink } from './password-links.ts';

export type SendPasswordResetDeps = {
  credentials: Pick<CredentialStore, 'findUserByEmail'>;
  tokens: TokenService;
  clock: Clock;
  inTransaction: UnitOfWork<{
    resetTokens: Pick<ResetTokenStore, 'create'>;
    outbox: EmailOutbox;
  }>;
};

/**
 * The background half of "forgot password" (docs/decisions/044-forgot-password-in-a-job.md):
 * emails a one-hour reset link when the address belongs to an account that has (or should have) a
 * password; an unknown address, or a kiosk's, gets nothing. Done in a job, so the request takes as
 * long whether or not the email has an account.
 */
export const makeSendPasswordReset =
  (deps: SendPasswordResetDeps) =>
  async (input: { email: string }): Promise<void> => {
    const holder = await deps.credentials.findUserByEmail(input.email);
    // Kiosk tablets sign in with their dealership's station password, which managers set.
    if (!holder || isKioskRole(holder.role)) return;
    await deps.inTransaction((ports) => emailResetLink(deps, ports, holder, 'passwordReset'));
  };
