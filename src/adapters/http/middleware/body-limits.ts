import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { CAR_COLOURS } from '#domain/cars/car.ts';
import { MAX_VIDEO_BYTES, VIDEO_SIGNATURE_BYTES } from '#domain/trainings/video-file.ts';
import { MAX_IMAGE_BYTES } from '#domain/validation/upload.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import { BPM_PROFILE_PATH, SELLER_PROFILE_PATH } from '#ui/pages/seller/profile-view.ts';
import { apiError, isApi } from '#adapters/http/api/errors.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { SETTINGS_INFORMATION_PAGE } from '#adapters/http/pages/settings.pages.ts';
import { SUPPORT_FORM_PAGE } from '#adapters/http/pages/support.pages.ts';
import { TRAINING_ERROR_QUERY } from '#adapters/http/pages/trainings.pages.ts';
import { limitBody } from './body-limit.ts';
import { readStreamedForm } from './streamed-form.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const mediaTypeOf = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
const isMultipart = (c: Context) => mediaTypeOf(c) === 'multipart/form-data';

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
// A browser's log report is a line and a little context (issue 19: the log is not a dumping ground).
const LOG_BODY_LIMIT_BYTES = 16 * 1024;
// A multipart form carries an image of up to 2 MB (docs/spec/product-spec.md section 5) besides its few fields.
const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
// A training's form carries a video of up to 100 MB (decision 023).
const VIDEO_BODY_LIMIT_BYTES = MAX_VIDEO_BYTES + 64 * 1024;
const TRAINING_PAGE = /^\/[^/]+\/training\//;
// A car's form carries up to five images (grey and four colours) of 2 MB each (decision 084).
const CAR_BODY_LIMIT_BYTES = CAR_COLOURS.length * MAX_IMAGE_BYTES + 64 * 1024;
const CAR_PAGE = /^\/pr-admin\/cars\//;

/** Thrown for a body that does not parse as its declared media type: a 400, never a 500. */
const malformed = () => new HTTPException(400, { message: 'Malformed request body' });

const payloadTooLarge = (c: Context<AppEnv>) =>
  apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'api.payloadTooLarge');

/**
 * A training's multipart form, read as it arrives (decision 043): its video goes to the storage's
 * staging area, refused with the video's 413 the moment it passes 100 MB, its partial file removed.
 * Handlers find the form where Hono keeps a parsed body, the video as a `ReceivedFile`; a video no
 * handler kept is removed once the answer is made.
 */
const streamedVideoForm = (
  storage: Pick<FileStorage, 'receive' | 'discard'>,
  tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const read = await readStreamedForm(
      c.req.raw,
      {
        bodyBytes: VIDEO_BODY_LIMIT_BYTES,
        fileBytes: MAX_VIDEO_BYTES,
        headBytes: VIDEO_SIGNATURE_BYTES,
        fieldBytes: JSON_BODY_LIMIT_BYTES,
      },
      storage,
    );
    if (!read.ok) {
      if (read.refusal === 'malformed') throw malformed();
      if (!read.drained) c.header('Connection', 'close');
      return read.refusal === 'fileTooLarge' ? tooLarge(c) : payloadTooLarge(c);
    }
    // Hono keeps a parsed body's promise here, and every later reader of the form takes it.
    c.req.bodyCache.formData = Promise.resolve(read.form) as unknown as FormData;
    try {
      await next();
    } finally {
      await Promise.all(read.staged.map((file) => storage.discard(file).catch(() => undefined)));
    }
  });

/**
 * The size limit of every write, by where it goes (decision 030). Mounted after the locale (answers
 * are translated) and before CSRF (which reads the body). Pages that can say why in their own words
 * get a redirect to themselves with the reason; everything else gets `{ message, code }`. Training
 * forms, which carry videos, are read as they stream (decision 043).
 */
export const makeBodyLimits = (deps: { videos: Pick<FileStorage, 'receive' | 'discard'> }) => {
  const json = limitBody(JSON_BODY_LIMIT_BYTES, payloadTooLarge);
  // Multipart API bodies carry images: refused with the 2 MB rule's message (decision 021).
  const upload = limitBody(UPLOAD_BODY_LIMIT_BYTES, (c) =>
    apiError(c, 413, 'UPLOAD.TOO_LARGE', 'users.validation.pictureTooLarge'),
  );
  const videoTooLarge = (c: Context<AppEnv>) =>
    isApi(c)
      ? apiError(c, 413, 'UPLOAD.TOO_LARGE', 'trainings.validation.videoFileTooLarge', {
          max: MAX_VIDEO_BYTES / (1024 * 1024),
        })
      : c.redirect(`${c.req.path}?${TRAINING_ERROR_QUERY}=videoTooLarge`, 303);
  // A declared length over the limit is refused before reading; any other body as it streams.
  const video = limitBody(VIDEO_BODY_LIMIT_BYTES, videoTooLarge, {
    streamed: streamedVideoForm(deps.videos, videoTooLarge),
  });
  // The page forms with one file field of at most 2 MB: over it, the page comes back and that field
  // says so (`?error=`): the advisor's or bpm's photo, the dealership's logo, a support ticket's
  // screenshot (docs/decisions/071).
  const fileForms = [
    {
      page: (path: string) => path === SELLER_PROFILE_PATH || path === BPM_PROFILE_PATH,
      error: 'pictureTooLarge',
    },
    { page: (path: string) => SETTINGS_INFORMATION_PAGE.test(path), error: 'logoTooLarge' },
    { page: (path: string) => SUPPORT_FORM_PAGE.test(path), error: 'attachmentTooLarge' },
  ].map(({ page, error }) => ({
    page,
    limit: limitBody(UPLOAD_BODY_LIMIT_BYTES, (c) =>
      c.redirect(`${c.req.path}?error=${error}`, 303),
    ),
  }));
  const carImages = limitBody(CAR_BODY_LIMIT_BYTES, (c) =>
    isApi(c)
      ? apiError(c, 413, 'UPLOAD.TOO_LARGE', 'cars.validation.imagesTooLarge')
      : c.redirect(`${c.req.path}?error=imagesTooLarge`, 303),
  );
  const log = limitBody(LOG_BODY_LIMIT_BYTES, payloadTooLarge);
  return createMiddleware<AppEnv>((c, next) => {
    if (READS.has(c.req.method)) return next();
    const path = c.req.path;
    if (path === '/api/logging') return log(c, next);
    if (path.startsWith('/api/trainings') || TRAINING_PAGE.test(path)) {
      return (isMultipart(c) ? video : json)(c, next);
    }
    if ((path.startsWith('/api/cars') || CAR_PAGE.test(path)) && isMultipart(c)) {
      return carImages(c, next);
    }
    const fileForm = fileForms.find((form) => form.page(path));
    if (fileForm) return fileForm.limit(c, next);
    return (isMultipart(c) ? upload : json)(c, next);
  });
};

/**
 * Parses form, multipart and JSON bodies once, up front: a body that does not parse as what it
 * declares is refused with a 400 here, for pages and API alike, instead of throwing in whichever
 * handler reads it first. Hono keeps the parsed body, so handlers do not read it twice.
 */
export const wellFormedBody = createMiddleware<AppEnv>(async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const type = mediaTypeOf(c);
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    await c.req.parseBody().catch(() => {
      throw malformed();
    });
  } else if (type === 'application/json') {
    const text = await c.req.text().catch(() => {
      throw malformed();
    });
    // An empty body is "no body" (routes whose body is optional), not a malformed one.
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw malformed();
      }
    }
  }
  return next();
});
