import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { Sms } from '#application/ports/sms.port.ts';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service the account owns (TWILIO_FROM). */
  from: string;
  /** https://api.twilio.com, or a local fake in tests (TWILIO_API_URL). */
  apiUrl: string;
  timeoutMs?: number;
};

/** Phones are stored as 10 North American digits; Twilio wants E.164. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone}`);

/**
 * The SDK has no base URL option: it builds `https://api.twilio.com/...` itself. Its documented
 * extension point is a custom `httpClient`; this one is the SDK's own client with the origin of
 * each request swapped for TWILIO_API_URL's, so everything else (auth, form encoding, errors) stays
 * the SDK's (decision 037).
 */
const clientFor = async (options: TwilioOptions, timeoutMs: number) => {
  // Loaded on the first SMS only: importing the SDK takes about a second, which a start without
  // Twilio keys (the embedded default) must not pay.
  const { default: twilio } = await import('twilio');
  const origin = new URL(options.apiUrl);
  class BaseUrlRequestClient extends twilio.RequestClient {
    override request<TData>(request: RequestClient.RequestOptions<TData>) {
      const uri = new URL(request.uri);
      uri.protocol = origin.protocol;
      uri.host = origin.host;
      return super.request<TData>({ ...request, uri: uri.href });
    }
  }
  return {
    client: twilio(options.accountSid, options.authToken, {
      httpClient: new BaseUrlRequestClient({ timeout: timeoutMs }),
      timeout: timeoutMs,
    }),
    RestException: twilio.RestException,
  };
};

/**
 * Twilio's "create a message" call through the official SDK (decision 037). Anything but a created
 * message throws with Twilio's code and message, so the job retries and the outbox shows why.
 */
export const createTwilioSms = (options: TwilioOptions): Sms => {
  // A hung connection must not hold a worker slot forever; the job is retried.
  const timeoutMs = options.timeoutMs ?? 15_000;
  let sdk: ReturnType<typeof clientFor> | undefined;
  const sender = options.from.startsWith('MG')
    ? { messagingServiceSid: options.from }
    : { from: options.from };
  return {
    send: async (sms) => {
      const { client, RestException } = await (sdk ??= clientFor(options, timeoutMs));
      const message = await client.messages
        .create({ to: e164(sms.to), body: sms.body, ...sender })
        .catch((error: unknown) => {
          if (!(error instanceof RestException)) throw error;
          throw new Error(
            `Twilio refused the SMS: HTTP ${error.status}, code ${error.code ?? '?'}: ${error.message}`,
          );
        });
      return { providerMessageId: message.sid };
    },
  };
};

/**
 * The embedded default without Twilio keys (docs/spec/decisions.md section 10): nothing leaves the machine;
 * the message stays readable in the local outbox, marked sent with no provider id.
 */
export const createOutboxOnlySms = (): Sms => ({
  send: async () => ({ providerMessageId: null }),
});
