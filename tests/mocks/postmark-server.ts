import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: the headers and JSON body of one POST /email. */
export type PostmarkRequest = {
  token: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
};

export type FakePostmark = {
  url: string;
  requests: PostmarkRequest[];
  /** The next answers: a Postmark error (HTTP status and its ErrorCode/Message), then back to OK. */
  failNext: (status: number, errorCode: number, message: string) => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Postmark's "send a single email" API (docs/spec/decisions.md section 10): it checks the
 * server token header and the required fields as Postmark does, answers with Postmark's JSON shapes
 * (MessageID on success, ErrorCode and Message on failure), and records every request.
 */
export const startFakePostmark = async (options: {
  serverToken: string;
}): Promise<FakePostmark> => {
  const requests: PostmarkRequest[] = [];
  const failures: { status: number; errorCode: number; message: string }[] = [];

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const readJson = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  };

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/email') {
      answer(response, 404, { ErrorCode: 404, Message: 'Not found' });
      return;
    }
    const token = request.headers['x-postmark-server-token'];
    const body = await readJson(request);
    requests.push({
      token: typeof token === 'string' ? token : undefined,
      accept: request.headers.accept,
      contentType: request.headers['content-type'],
      body: body ?? {},
    });
    if (token !== options.serverToken) {
      answer(response, 401, {
        ErrorCode: 10,
        Message:
          'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.',
      });
      return;
    }
    if (!body) {
      answer(response, 422, { ErrorCode: 402, Message: 'Invalid JSON' });
      return;
    }
    if (!body['From'] || !body['To'] || (!body['TextBody'] && !body['HtmlBody'])) {
      answer(response, 422, { ErrorCode: 300, Message: 'Invalid email request' });
      return;
    }
    const failure = failures.shift();
    if (failure) {
      answer(response, failure.status, { ErrorCode: failure.errorCode, Message: failure.message });
      return;
    }
    answer(response, 200, {
      To: body['To'],
      SubmittedAt: new Date().toISOString(),
      MessageID: randomUUID(),
      ErrorCode: 0,
      Message: 'OK',
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, errorCode, message) => {
      failures.push({ status, errorCode, message });
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
};
