import type { TokenScope } from '#domain/access/api-tokens.ts';
import type { Role } from '#domain/access/roles.ts';
import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import type { Language } from '#domain/locale/language.ts';

/**
 * Every email the product sends, with what its template needs (subjects and bodies in fr and en).
 * A `link` is a path of ours (`/auth/reset-password?token=...`): the renderer makes it absolute from
 * PUBLIC_URL, so use cases need not know where the product is served.
 */
export type EmailMessage =
  | {
      template: 'accountInvite';
      params: { name: string; role: Role; concessionName: string | null; link: string };
    }
  | { template: 'passwordReset'; params: { name: string; link: string } }
  | { template: 'passwordResetByManager'; params: { name: string; link: string } }
  | {
      /** Feedback sent from the apps, to the platform team (docs/spec/product-spec.md section 7). */
      template: 'commentReceived';
      params: {
        authorName: string;
        authorRole: Role;
        authorEmail: string;
        concessionName: string | null;
        category: FeedbackCategory;
        message: string;
        link: string;
      };
    }
  | {
      /** A support ticket, to the platform's support address (docs/spec/product-spec.md section 7). */
      template: 'supportTicket';
      params: {
        authorName: string;
        authorRole: Role;
        authorEmail: string;
        concessionName: string | null;
        category: FeedbackCategory;
        persons: string[];
        subject: string;
        description: string;
        hasAttachment: boolean;
        link: string;
      };
    }
  | {
      /** To a dealership's owner: an API token now reaches their dealership (decision 054). */
      template: 'apiTokenCreated';
      params: {
        name: string;
        tokenName: string;
        scope: TokenScope;
        creatorName: string;
        concessionName: string;
        /** The expiry day, `YYYY-MM-DD` (UTC). */
        expiresOn: string;
        link: string;
      };
    };

/** A file an email carries (the support email's screenshot, docs/decisions/071). */
export type EmailAttachment = {
  name: string;
  contentType: 'image/jpeg' | 'image/png';
  /** The file's bytes, base64. */
  contentBase64: string;
};

export type QueuedEmail = EmailMessage & {
  to: string;
  /** Files sent with the email; none by default. */
  attachments?: readonly EmailAttachment[];
  language: Language;
  /** The dealership the message concerns, so its managers can read it in the outbox. */
  concessionId: string | null;
};

/**
 * Emails are written to the outbox in the caller's transaction and delivered by a job: a message is
 * never sent for a change that rolled back, and never lost when the mail service is down.
 */
export type EmailOutbox = { queue: (email: QueuedEmail) => Promise<void> };
