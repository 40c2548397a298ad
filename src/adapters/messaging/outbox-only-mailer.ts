import type { Mailer } from '#application/ports/mailer.port.ts';

/**
 * The embedded default when no mail service is configured (docs/spec/decisions.md section 10): nothing
 * leaves the machine. The message is already in the local outbox, where the PR admin reads it, and
 * is marked sent with no provider id so the outbox tells it apart from one Postmark accepted.
 */
export const createOutboxOnlyMailer = (): Mailer => ({
  send: async () => ({ providerMessageId: null }),
});
