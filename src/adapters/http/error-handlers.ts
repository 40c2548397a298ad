import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import type { Logger } from '#application/ports/logger.port.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import {
  badRequestPage,
  busyPage,
  notFoundPage,
  serverErrorPage,
} from '#ui/pages/errors/error.page.tsx';
import { isDatabaseBusy } from '#adapters/persistence/pg-errors.ts';
import { apiError, isApi } from './api/errors.ts';
import type { AppEnv } from './env.ts';
import { ensureLocale } from './middleware/locale.ts';
import { RequestTimeout } from './middleware/request-timeout.ts';
import type { PageRenderer } from './pages/render.ts';

// Seconds a client is told to wait before trying again after a 503.
const RETRY_AFTER_SECONDS = '5';

/** Unknown addresses: the API's error body for calls, the "not found" page otherwise. */
export const makeNotFound =
  ({ pageContext, render }: PageRenderer): NotFoundHandler<AppEnv> =>
  (c) =>
    isApi(c)
      ? apiError(c, 404, 'NOT_FOUND', 'api.notFound')
      : render(c, notFoundPage(pageContext(c)), 404);

/**
 * Refused requests keep their status with the API's error body (a page gets a page, decision 030);
 * the database or the request running out of time is a 503 (decision 042); anything else is logged
 * as a 500.
 */
export const makeOnError = (pages: PageRenderer, logger: Logger): ErrorHandler<AppEnv> => {
  const { pageContext, render } = pages;
  /** 503 with `{ message, code }`, or the busy page. */
  const unavailable = (c: Context<AppEnv>, code: string, message: MessageKey) => {
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return isApi(c) ? apiError(c, 503, code, message) : render(c, busyPage(pageContext(c)), 503);
  };
  return (error, c) => {
    // An error in the session's lookup comes before the locale middleware.
    ensureLocale(c);
    if (isDatabaseBusy(error) || error instanceof RequestTimeout) {
      logger.warn(error instanceof RequestTimeout ? 'Request timed out' : 'Database busy', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: error.message,
      });
      return error instanceof RequestTimeout
        ? unavailable(c, 'TIMEOUT', 'api.timeout')
        : unavailable(c, 'DATABASE.BUSY', 'api.databaseBusy');
    }
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'api.payloadTooLarge');
      if (error.status === 400) {
        if (!isApi(c)) return render(c, badRequestPage(pageContext(c)), 400);
        // A body that is not what it declares (the validator's or wellFormedBody's own 400).
        return c.json(
          {
            message: c.get('t')('api.validation'),
            code: 'VALIDATION_ERROR' as const,
            issues: [{ path: 'body', message: c.get('t')('api.malformedBody') }],
          },
          400,
        );
      }
      if (error.status === 415) {
        return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'api.unsupportedMediaType');
      }
      return error.getResponse();
    }
    logger.error('Unhandled error', { requestId: c.get('requestId'), path: c.req.path, error });
    return isApi(c)
      ? apiError(c, 500, 'INTERNAL_ERROR', 'api.internal')
      : render(c, serverErrorPage(pageContext(c)), 500);
  };
};
