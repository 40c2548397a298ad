import type { Sms } from '#application/ports/sms.port.ts';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service the account owns (TWILIO_FROM). */
  from: string;
  /** https://api.twilio.com, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
};

type TwilioAnswer = { sid?: string; code?: number; message?: string; status?: number | string };

/** Phones are stored as 10 North American digits; Twilio wants E.164. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone}`);

/**
 * Twilio's "create a message" call (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded,
 * HTTP Basic with the account SID and auth token) over fetch: the one endpoint we use does not
 * justify the SDK and its dependencies, and a configurable base URL points it at the local fake
 * (docs/decisions/020-core-loop.md). Anything but 201 with a message SID throws with Twilio's code
 * and message, so the job retries and the outbox shows why.
 */
export const createTwilioSms = (options: TwilioOptions): Sms => {
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    options.accountSid,
  )}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender = options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    send: async (sms) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: e164(sms.to), [sender]: options.from, Body: sms.body }),
        // A hung connection must not hold a worker slot forever; the job is retried.
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as TwilioAnswer;
      if (response.status !== 201 || !answer.sid) {
        throw new Error(
          `Twilio refused the SMS: HTTP ${response.status}, code ${answer.code ?? '?'}: ${answer.message ?? response.statusText}`,
        );
      }
      return { providerMessageId: answer.sid };
    },
  };
};

/**
 * The embedded default without Twilio keys (decisions.md section 10): nothing leaves the machine;
 * the message stays readable in the local outbox, marked sent with no provider id.
 */
export const createOutboxOnlySms = (): Sms => ({
  send: async () => ({ providerMessageId: null }),
});
