import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '#application/ports/logger.port.ts';
import { badRequestPage, notFoundPage, serverErrorPage } from '#ui/pages/errors/error.page.tsx';
import { apiError, isApi } from './api/errors.ts';
import type { AppEnv } from './env.ts';
import type { PageRenderer } from './pages/render.ts';

/** Unknown addresses: the API's error body for calls, the "not found" page otherwise. */
export const makeNotFound =
  ({ pageContext, render }: PageRenderer): NotFoundHandler<AppEnv> =>
  (c) =>
    isApi(c)
      ? apiError(c, 404, 'NOT_FOUND', 'api.notFound')
      : render(c, notFoundPage(pageContext(c)), 404);

/**
 * Refused requests keep their status with the API's error body (a page gets a page, decision 030);
 * anything else is logged as a 500.
 */
export const makeOnError =
  ({ pageContext, render }: PageRenderer, logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'api.payloadTooLarge');
      if (error.status === 400) {
        if (!isApi(c)) return render(c, badRequestPage(pageContext(c)), 400);
        // A body that is not what it declares (the validator's or wellFormedBody's own 400).
        return c.json(
          {
            message: c.var.t('api.validation'),
            code: 'VALIDATION_ERROR' as const,
            issues: [{ path: 'body', message: c.var.t('api.malformedBody') }],
          },
          400,
        );
      }
      if (error.status === 415) {
        return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'api.unsupportedMediaType');
      }
      return error.getResponse();
    }
    logger.error('Unhandled error', { requestId: c.var.requestId, path: c.req.path, error });
    return isApi(c)
      ? apiError(c, 500, 'INTERNAL_ERROR', 'api.internal')
      : render(c, serverErrorPage(pageContext(c)), 500);
  };
