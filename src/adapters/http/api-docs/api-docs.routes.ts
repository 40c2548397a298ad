import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '#adapters/http/env.ts';
import { API_DOCS_SCRIPT } from './api-docs-script.ts';

/** Where the API reference lives; its own CSP covers this path only (security-headers.ts). */
export const API_DOCS_PATH = '/api/docs';

const require = createRequire(import.meta.url);
const DIST = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files of the `swagger-ui-dist` package the page loads, served from node_modules (no CDN). */
const DIST_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const cache = new Map<string, Promise<string>>();
const distFile = (name: string) => {
  const known = cache.get(name) ?? readFile(path.join(DIST, name), 'utf8');
  cache.set(name, known);
  return known;
};

/**
 * `/api/docs`: Swagger UI over the live document (docs/decisions/056), its scripts and styles from
 * the `swagger-ui-dist` package and its set-up from our own script file, so the page needs no inline
 * script. Try-it calls go out with the signed-in session (and the CSRF header the set-up fetches) or
 * with a bearer token given under "Authorize".
 */
export const makeApiDocsRoutes = () =>
  new Hono<AppEnv>()
    .get(API_DOCS_PATH, (c) =>
      c.html(
        html`<!doctype html>
          <html lang="${c.get('language')}">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>${c.get('t')('docs.title')}</title>
              <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
              <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
            </head>
            <body>
              <main id="swagger-ui" aria-label="${c.get('t')('docs.title')}">
                <noscript>${c.get('t')('docs.noscript')}</noscript>
              </main>
              <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
              <script src="${API_DOCS_PATH}/set-up.js"></script>
            </body>
          </html>`,
      ),
    )
    .get(`${API_DOCS_PATH}/set-up.js`, (c) =>
      c.body(API_DOCS_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
    )
    .get(`${API_DOCS_PATH}/:file`, async (c) => {
      const name = c.req.param('file');
      const type = Object.hasOwn(DIST_FILES, name) ? DIST_FILES[name] : undefined;
      if (!type) return c.notFound();
      return c.body(await distFile(name), 200, {
        'content-type': type,
        'cache-control': 'public, max-age=3600',
      });
    });
