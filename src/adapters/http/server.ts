import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { DEFAULT_LANGUAGE } from '#domain/locale/language.ts';
import { createTranslator, type MessageKey } from '#ui/i18n/translator.ts';

type Answer = { status: number; reason: string; code: string; message: MessageKey };

/** What Node's HTTP parser refuses before the application sees a request. */
const answerFor = (code: string | undefined): Answer => {
  if (code === 'HPE_HEADER_OVERFLOW') {
    // A request line plus headers over Node's 16 KB (maxHeaderSize): mostly a very long URL.
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: 'api.headersTooLarge',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // The headers or the body did not arrive within Node's bounds (SERVER_TIMEOUTS).
    return {
      status: 408,
      reason: 'Request Timeout',
      code: 'REQUEST_TIMEOUT',
      message: 'api.requestTimeout',
    };
  }
  return { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: 'api.badRequest' };
};

/**
 * Node answers a request its parser refuses (431, 400) with an empty body; ours carries the API's
 * `{ message, code }` like every other error (decision 030). The headers are not read, so the
 * message is in the default language.
 */
const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex) => {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = answerFor(error.code);
  const t = createTranslator(DEFAULT_LANGUAGE);
  const body = JSON.stringify({ message: t(answer.message), code: answer.code });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
};

/**
 * How long Node waits for a request to arrive (docs/decisions/042-timeouts.md): its headers within
 * 20 s (a client trickling them holds a socket), the whole request within 5 minutes (a 100 MB
 * training video over a slow uplink), checked every 2 s. Answering it is bounded by the app's own
 * request timeout.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 300_000,
  connectionsCheckingInterval: 2_000,
};

/** Serves the application over HTTP with the server-layer errors answered in our shape. */
export const startServer = (
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname?: string; timeouts?: Partial<typeof SERVER_TIMEOUTS> },
  onListening?: (port: number) => void,
): ServerType => {
  const { timeouts, ...address } = options;
  const server = serve(
    { fetch, ...address, serverOptions: { ...SERVER_TIMEOUTS, ...timeouts } },
    (info) => onListening?.(info.port),
  );
  (server as Server).on('clientError', answerClientError);
  return server;
};
