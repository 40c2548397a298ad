import type { MiddlewareHandler } from 'hono';
import type { Logger, LogLevel } from '#application/ports/logger.port.ts';
import type { AppEnv } from '../env.ts';

// Files a page pulls in by the dozen (hashed assets, the icon, uploaded pictures): one line each at
// `info` drowned the requests that matter (issue 12), so they are logged at `debug`.
const STATIC_PATHS = [/^\/assets\//, /^\/uploads\//, /^\/favicon\.svg$/, /^\/robots\.txt$/];

/** The level of a request's log line: `debug` for static files, `error` for a 5xx, else `info`. */
export const requestLogLevel = (path: string, status: number): LogLevel => {
  if (status >= 500) return 'error';
  return STATIC_PATHS.some((pattern) => pattern.test(path)) ? 'debug' : 'info';
};

/** One line per request once it is answered: id, method, path, status and duration. */
export const requestLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    logger[requestLogLevel(c.req.path, c.res.status)]('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
