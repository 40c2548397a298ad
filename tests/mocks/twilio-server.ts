import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: the auth header and the form fields of one message request. */
export type TwilioRequest = {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
};

export type FakeTwilio = {
  url: string;
  requests: TwilioRequest[];
  /** The next answer is a Twilio error (HTTP status and its code/message), then back to OK. */
  failNext: (status: number, code: number, message: string) => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Twilio's "create a message" API (docs/spec/decisions.md section 10): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic with the account SID
 * and auth token. It checks what Twilio checks (credentials, To in E.164, From or
 * MessagingServiceSid, Body), answers with Twilio's JSON shapes (201 with a message `sid`; errors
 * as `{ code, message, more_info, status }`) and records every request.
 */
export const startFakeTwilio = async (options: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> => {
  const requests: TwilioRequest[] = [];
  const failures: { status: number; code: number; message: string }[] = [];
  const path = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, code: number, message: string) =>
    answer(response, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });

  const readForm = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  };

  const server = createServer(async (request, response) => {
    const url = request.url ?? '';
    if (request.method !== 'POST' || !url.startsWith('/2010-04-01/Accounts/')) {
      error(response, 404, 20404, 'The requested resource was not found');
      return;
    }
    const form = await readForm(request);
    requests.push({
      path: url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    if (request.headers.authorization !== expectedAuth || url !== path) {
      error(response, 401, 20003, 'Authenticate');
      return;
    }
    const failure = failures.shift();
    if (failure) {
      error(response, failure.status, failure.code, failure.message);
      return;
    }
    if (!form.To || !/^\+[1-9]\d{7,14}$/.test(form.To)) {
      error(response, 400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
      return;
    }
    if (!form.From && !form.MessagingServiceSid) {
      error(response, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
      return;
    }
    if (!form.Body) {
      error(response, 400, 21602, 'Message body is required.');
      return;
    }
    answer(response, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: options.accountSid,
      to: form.To,
      from: form.From ?? null,
      body: form.Body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, code, message) => failures.push({ status, code, message }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
