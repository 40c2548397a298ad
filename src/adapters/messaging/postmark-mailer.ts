import type { Mailer } from '#application/ports/mailer.port.ts';

export type PostmarkOptions = {
  serverToken: string;
  /** The sender signature Postmark verified (POSTMARK_FROM). */
  from: string;
  /** https://api.postmarkapp.com, or a local fake in tests. */
  apiUrl: string;
  /** Postmark's message stream for one-to-one emails. */
  messageStream?: string;
  timeoutMs?: number;
};

type PostmarkAnswer = { MessageID?: string; ErrorCode?: number; Message?: string };

/**
 * Postmark's "send a single email" call (POST /email) with fetch: the one endpoint we use does not
 * justify the SDK and its HTTP client (docs/decisions/007-mail-delivery.md). Any answer other than
 * a 200 with ErrorCode 0 throws, with Postmark's code and message, so the job retries and the
 * outbox shows why.
 */
export const createPostmarkMailer = (options: PostmarkOptions): Mailer => {
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/email`;
  return {
    send: async (email) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-postmark-server-token': options.serverToken,
        },
        body: JSON.stringify({
          From: options.from,
          To: email.to,
          Subject: email.subject,
          TextBody: email.text,
          HtmlBody: email.html,
          MessageStream: options.messageStream ?? 'outbound',
        }),
        // A hung connection must not hold a worker slot forever; the job is retried.
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as PostmarkAnswer;
      if (!response.ok || (answer.ErrorCode ?? 0) !== 0 || !answer.MessageID) {
        throw new Error(
          `Postmark refused the email: HTTP ${response.status}, ErrorCode ${answer.ErrorCode ?? '?'}: ${answer.Message ?? response.statusText}`,
        );
      }
      return { providerMessageId: answer.MessageID };
    },
  };
};
