import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#adapters/http/env.ts';

/**
 * How much of a refused body is still read before answering. A browser sends its whole body before
 * it reads the answer; closing the connection on bytes still coming makes it show a reset instead
 * of our message (decision 030). Past this much, the answer closes the connection.
 */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and drops the rest of a body; false when it is longer than `budget` (then cancelled). */
export const drain = async (reader: Reader, budget: number): Promise<boolean> => {
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    read += value.length;
    if (read > budget) {
      await reader.cancel();
      return false;
    }
  }
};

/**
 * Refuses a body over `maxSize` bytes with `tooLarge`'s answer, after reading the rest of it (up to
 * a limit) so the client gets that answer and the keep-alive connection stays usable. A body sent
 * without Content-Length is counted as it is read, and kept for the handler when small enough;
 * with `streamed`, any body not refused by its declared length goes to that reader instead, which
 * enforces the limit as it reads (decision 043).
 */
export const limitBody = (
  maxSize: number,
  tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>,
  options: { streamed?: MiddlewareHandler<AppEnv> } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const refuse = async (drained: boolean) => {
      if (!drained) c.header('Connection', 'close');
      return tooLarge(c);
    };
    // A declared length within the limit goes on untouched: the body stays unread, so the parsers
    // after this read it straight from the connection. `c.req.raw.body` would turn the request
    // into a web stream first, a cost every write paid (decision 117).
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      const length = Number(declared);
      if (length <= maxSize) return options.streamed ? options.streamed(c, next) : next();
      const body = c.req.raw.body;
      const drainable = length <= maxSize + DRAIN_LIMIT_BYTES;
      return refuse(
        drainable && body !== null && (await drain(body.getReader(), DRAIN_LIMIT_BYTES + maxSize)),
      );
    }
    const body = c.req.raw.body;
    if (!body) return next();
    if (options.streamed) return options.streamed(c, next);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) return refuse(await drain(reader, DRAIN_LIMIT_BYTES));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  });
