import { Hono } from 'hono';
import type { StoredFile } from '#application/ports/file-storage.port.ts';
import type { AppEnv } from './env.ts';

/** Uploaded files are served from here; a stored key `pictures/<uuid>.png` is `/uploads/pictures/<uuid>.png`. */
const UPLOADS_PREFIX = '/uploads';
export const uploadUrl = (key: string) => `${UPLOADS_PREFIX}/${key}`;

/**
 * Serves uploaded files by exact key only: no directory listing, nothing outside the storage's own
 * key pattern. The content type is the one found from the file's bytes at upload, never guessed
 * from the request, and `nosniff` (security headers) keeps browsers from second-guessing it.
 * Keys are random and never reused, so a file may be cached for good.
 */
export const makeUploadRoutes = (deps: {
  readUpload: (key: string) => Promise<StoredFile | null>;
}) =>
  new Hono<AppEnv>().get(`${UPLOADS_PREFIX}/*`, async (c) => {
    const key = c.req.path.slice(UPLOADS_PREFIX.length + 1);
    const file = await deps.readUpload(key);
    if (!file) return c.body(null, 404);
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Disposition', 'inline');
    return c.body(file.bytes, 200);
  });
