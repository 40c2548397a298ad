import { Errors, ServerClient } from 'postmark';
import type { Mailer } from '#application/ports/mailer.port.ts';

export type PostmarkOptions = {
  serverToken: string;
  /** The sender signature Postmark verified (POSTMARK_FROM). */
  from: string;
  /** https://api.postmarkapp.com, or a local fake in tests (POSTMARK_API_URL). */
  apiUrl: string;
  /** Postmark's message stream for one-to-one emails. */
  messageStream?: string;
  timeoutMs?: number;
};

/** The SDK takes its base URL as a scheme and a host (with any path prefix), not as one URL. */
const clientOptionsOf = (apiUrl: string, timeoutMs: number) => {
  const url = new URL(apiUrl);
  return {
    useHttps: url.protocol === 'https:',
    requestHost: `${url.host}${url.pathname.replace(/\/$/, '')}`,
    // In seconds; a hung connection must not hold a worker slot forever, the job is retried.
    timeout: timeoutMs / 1000,
  };
};

const refusal = (error: unknown) => {
  if (error instanceof Errors.HttpError) {
    return new Error(
      `Postmark refused the email: HTTP ${error.statusCode}, ErrorCode ${error.code}: ${error.message}`,
    );
  }
  return error;
};

/**
 * Postmark's "send a single email" call through the official SDK (decision 037). Any answer other
 * than a 200 with ErrorCode 0 throws, with Postmark's code and message, so the job retries and the
 * outbox shows why.
 */
export const createPostmarkMailer = (options: PostmarkOptions): Mailer => {
  const client = new ServerClient(
    options.serverToken,
    clientOptionsOf(options.apiUrl, options.timeoutMs ?? 15_000),
  );
  return {
    send: async (email) => {
      const answer = await client
        .sendEmail({
          From: options.from,
          To: email.to,
          Subject: email.subject,
          TextBody: email.text,
          HtmlBody: email.html,
          MessageStream: options.messageStream ?? 'outbound',
          // Only emails that carry files name them (the support email's screenshot, decision 071).
          ...(email.attachments && email.attachments.length > 0
            ? {
                Attachments: email.attachments.map((file) => ({
                  Name: file.name,
                  Content: file.contentBase64,
                  ContentType: file.contentType,
                  ContentID: null,
                })),
              }
            : {}),
        })
        .catch((error: unknown) => {
          throw refusal(error);
        });
      if (answer.ErrorCode !== 0 || !answer.MessageID) {
        throw new Error(
          `Postmark refused the email: HTTP 200, ErrorCode ${answer.ErrorCode}: ${answer.Message}`,
        );
      }
      return { providerMessageId: answer.MessageID };
    },
  };
};
