import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import type { AppEnv } from '#adapters/http/env.ts';

/** What the timeout throws: the error handler answers it 503 `TIMEOUT` (error-handlers.ts). */
export class RequestTimeout extends HTTPException {
  constructor(ms: number) {
    super(503, { message: `No answer within ${ms} ms` });
  }
}

const isMultipart = (contentType: string | undefined) =>
  (contentType ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * A request not answered within `ms` gets 503 (docs/decisions/042-timeouts.md): the bound above the
 * database's own, for whatever else could hang. The handler is not stopped, so a write may still
 * complete after the answer. Uploads (multipart bodies) are exempt: reading a 100 MB video takes as
 * long as the network does, and Node's request timeout bounds it (server.ts).
 */
export const requestTimeout = (ms: number) => {
  const bounded = timeout(ms, () => new RequestTimeout(ms));
  return createMiddleware<AppEnv>((c, next) =>
    isMultipart(c.req.header('content-type')) ? next() : bounded(c, next),
  );
};
