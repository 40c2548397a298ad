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

/** Serves the application over HTTP with the server-layer errors answered in our shape. */
export const startServer = (
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname?: string },
  onListening?: (port: number) => void,
): ServerType => {
  const server = serve({ fetch, ...options }, (info) => onListening?.(info.port));
  (server as Server).on('clientError', answerClientError);
  return server;
};
