import type { ClientLogEntry } from '#application/logging/record-client-log.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { LogEntrySchema } from './logging.schemas.ts';

const logRoute = defineRoute({
  method: 'post',
  path: '/api/logging',
  tags: ['Logging'],
  summary: 'Write a browser-side event (error, rejected action) to the server log',
  request: {
    body: jsonBody(LogEntrySchema),
  },
  success: { status: 204, description: 'Logged' },
  errors: [413],
});

export const makeLoggingRoutes = (useCases: { recordClientLog: (entry: ClientLogEntry) => void }) =>
  createApiRouter().openapi(logRoute, (c) => {
    const entry = c.req.valid('json');
    useCases.recordClientLog({
      level: entry.level,
      msg: entry.msg,
      data: entry.data,
      userAgent: c.req.header('user-agent'),
    });
    return c.body(null, 204);
  });
