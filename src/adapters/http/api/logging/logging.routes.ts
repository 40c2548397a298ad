import type { Context } from 'hono';
import type { makeRecordClientLog } from '#application/logging/record-client-log.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { respond } from './logging.errors.ts';
import { LogEntrySchema } from './logging.schemas.ts';

const logRoute = apiRoutes('Logging').post('/api/logging', 'public', {
  summary: 'Write a browser-side event (error, rejected action) to the server log',
  // Exempt from the CSRF check (app.ts): a page may report before it has a token.
  security: [],
  request: { body: jsonBody(LogEntrySchema) },
  success: { status: 204, description: 'Logged' },
  errors: [403, 413, 429],
});

export type LoggingRouteDeps = {
  recordClientLog: ReturnType<typeof makeRecordClientLog>;
  clientAddress: (c: Context<AppEnv>) => string | null;
  /** Whether the request comes from one of our pages (its Origin, or Referer, is ours). */
  fromOurPages: (c: Context<AppEnv>) => boolean;
};

/**
 * Reports need no CSRF token (a page may send one as it unloads), so a report without a session is
 * taken only from our own pages; every report counts against its account and its address (issue 19).
 */
export const makeLoggingRoutes = (deps: LoggingRouteDeps) =>
  createApiRouter().openapi(logRoute, async (c) => {
    if (!c.get('viewer') && !deps.fromOurPages(c)) return apiError(c, 403, 'CSRF', 'api.csrf');
    const entry = c.req.valid('json');
    const result = await deps.recordClientLog({
      level: entry.level,
      msg: entry.msg,
      data: entry.data,
      userAgent: c.req.header('user-agent'),
      userId: c.get('viewer')?.userId,
      address: deps.clientAddress(c),
    });
    return respond.empty(c, result);
  });
