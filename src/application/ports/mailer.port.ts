import type { EmailAttachment } from './email-outbox.port.ts';

/** One email ready to leave: rendered already, addressed to one person, with any files. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly EmailAttachment[];
};

/**
 * Hands an email to whatever delivers it (docs/decisions/007-mail-delivery.md): the mail service
 * when it is configured, otherwise nobody (the message stays readable in the local outbox). Throws
 * when the message could not be handed over, so the job retries later.
 */
export type Mailer = {
  send: (email: OutgoingEmail) => Promise<{ providerMessageId: string | null }>;
};
