import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMAGE_BYTES } from '#domain/validation/upload.ts';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import { apiError, isApi } from '#adapters/http/api/errors.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { TRAINING_ERROR_QUERY } from '#adapters/http/pages/trainings.pages.ts';
import { sellerProfileBodyLimit } from '#adapters/http/pages/seller-profile.pages.ts';

const API_BODY_LIMIT_BYTES = 1024 * 1024;
// A multipart form carries an image of up to 2 MB (product-spec section 5) besides its few fields.
const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
// A training's form carries a video of up to 100 MB (decision 023).
const VIDEO_BODY_LIMIT_BYTES = MAX_VIDEO_BYTES + 64 * 1024;

const jsonLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES });
// Multipart bodies carry images: refused unread, with the 2 MB rule's message (decision 021).
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT_BYTES,
  onError: (c) => apiError(c, 413, 'UPLOAD.TOO_LARGE', 'users.validation.pictureTooLarge'),
});
const videoLimit = bodyLimit({
  maxSize: VIDEO_BODY_LIMIT_BYTES,
  onError: (c) =>
    isApi(c)
      ? apiError(c, 413, 'UPLOAD.TOO_LARGE', 'trainings.validation.videoFileTooLarge', {
          max: MAX_VIDEO_BYTES / (1024 * 1024),
        })
      : c.redirect(`${c.req.path}?${TRAINING_ERROR_QUERY}=videoTooLarge`, 303),
});

const onPost =
  (limit: MiddlewareHandler): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.method === 'POST' ? limit(c, next) : next();

/**
 * The request body limits, by path. They run after the locale (the 413 answer is translated) and
 * before CSRF (which may read the body).
 */
export const bodyLimits: [path: string, limit: MiddlewareHandler<AppEnv>][] = [
  [
    '/api/*',
    (c, next) =>
      (c.req.header('content-type')?.startsWith('multipart/form-data')
        ? c.req.path.startsWith('/api/trainings')
          ? videoLimit
          : uploadLimit
        : jsonLimit)(c, next),
  ],
  // The training pages' forms (/{role}/training/add, .../{id}/edit).
  ['/:area/training/*', onPost(videoLimit)],
  // The advisor profile page's photo form.
  ['/seller/me', onPost(sellerProfileBodyLimit)],
];
