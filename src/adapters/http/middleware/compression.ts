import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const ACCEPTS_COMPRESSION = /gzip|deflate|\*/i;

/**
 * Hono's compression for clients that accept gzip or deflate. A client that accepts neither (an API
 * program, a load generator) gets the answer as it was made, with the same `Vary` header, set on
 * the answer's own headers: Hono's compress sets it with `c.header`, which rebuilds a finished
 * answer as a stream even when nothing is compressed (docs/decisions/109).
 */
export const compression = (): MiddlewareHandler => {
  const compressed = compress();
  return async (c, next) => {
    if (ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '')) return compressed(c, next);
    await next();
    const headers = c.res.headers;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const vary = headers.get('Vary');
    if (vary === '*' || vary?.toLowerCase().includes('accept-encoding')) return;
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
};
