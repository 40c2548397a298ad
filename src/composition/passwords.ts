import { makeAcceptInvite } from '#application/auth/accept-invite.ts';
import { makeCheckInvite } from '#application/auth/check-invite.ts';
import { makeChangePassword } from '#application/auth/change-password.ts';
import { makeCreatePassword } from '#application/auth/create-password.ts';
import { makeRequestPasswordReset } from '#application/auth/request-password-reset.ts';
import { makeResetPasswordByManager } from '#application/auth/reset-password-by-manager.ts';
import { makeCheckResetLink } from '#application/auth/check-reset-link.ts';
import { makeResetPassword } from '#application/auth/reset-password.ts';
import { makeSendPasswordReset } from '#application/auth/send-password-reset.ts';
import { makeSetStationPassword } from '#application/auth/set-station-password.ts';
import { makeListOutbox } from '#application/messaging/list-outbox.ts';
import { makeReadOutboxMessage } from '#application/messaging/read-outbox-message.ts';
import type { Adapters } from './adapters.ts';

/**
 * Passwords: creating, changing and resetting them, invitations, kiosk station passwords
 * (docs/spec/decisions.md section 7).
 */
export const buildPasswords = ({ stores, inTransaction, hasher, tokens, clock }: Adapters) => {
  const { credentials, resetTokens, rateLimiter } = stores;
  const links = { tokens, clock, credentials, resetTokens };
  return {
    createPassword: makeCreatePassword({ credentials, hasher, clock, inTransaction }),
    changePassword: makeChangePassword({
      credentials,
      hasher,
      rateLimiter,
      tokens,
      clock,
      inTransaction,
    }),
    resetPasswordByManager: makeResetPasswordByManager({
      credentials,
      tokens,
      clock,
      inTransaction,
    }),
    setStationPassword: makeSetStationPassword({ credentials, hasher, inTransaction }),
    requestPasswordReset: makeRequestPasswordReset({ rateLimiter, clock, inTransaction }),
    checkResetLink: makeCheckResetLink(links),
    resetPassword: makeResetPassword({ ...links, hasher, inTransaction }),
    checkInvite: makeCheckInvite(links),
    acceptInvite: makeAcceptInvite({ ...links, inTransaction }),
  };
};

/** The background half of "forgot password", run by the job worker. */
export const buildPasswordTasks = ({ stores, inTransaction, tokens, clock }: Adapters) => ({
  'send-password-reset': makeSendPasswordReset({
    credentials: stores.credentials,
    tokens,
    clock,
    inTransaction,
  }),
});

/** The PR admin's outbox page: the emails and text messages as they were sent. */
export const buildOutbox = ({ stores }: Adapters) => ({
  listOutbox: makeListOutbox({ outbox: stores.messages }),
  readOutboxMessage: makeReadOutboxMessage({ outbox: stores.messages }),
});
