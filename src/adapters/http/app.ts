import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ClientLogEntry } from '../../application/logging/record-client-log.ts';
import type { Logger } from '../../application/ports/logger.port.ts';
import type { Readiness } from '../../application/system/check-readiness.ts';
import { renderDocument, type PageRender } from '../../ui/document.tsx';
import type { AssetLinks, PageContext } from '../../ui/page-context.ts';
import { apiDocsPage, type OpenApiDocument } from '../../ui/pages/docs/api-docs.page.tsx';
import { notFoundPage, serverErrorPage } from '../../ui/pages/errors/error.page.tsx';
import { homePage } from '../../ui/pages/public/home.page.tsx';
import { loginPage } from '../../ui/pages/public/login.page.tsx';
import { makeLoggingRoutes } from './api/logging/logging.routes.ts';
import { apiError } from './api/openapi.ts';
import { makeSystemRoutes } from './api/system/system.routes.ts';
import { CLIENT_DIST } from './assets.ts';
import type { AppEnv } from './env.ts';
import { localeMiddleware } from './middleware/locale.ts';
import { securityHeaders } from './middleware/security-headers.ts';

export type AppUseCases = {
  checkReadiness: () => Promise<Readiness>;
  recordClientLog: (entry: ClientLogEntry) => void;
};

export type AppDeps = {
  useCases: AppUseCases;
  logger: Logger;
  assets: AssetLinks;
  publicUrl: string;
  version: string;
};

const API_BODY_LIMIT_BYTES = 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Best Pairing API',
    description:
      'Every call of the Best Pairing web application. Success bodies are `{ data }`; errors are `{ message, code }`.',
  },
} as const;

const isApi = (c: Context) => c.req.path.startsWith('/api/') || c.req.path === '/api';

/** Builds the whole HTTP application from use cases; no adapter is created here. */
export const buildApp = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>();
  const staticRoot = path.relative(process.cwd(), fileURLToPath(CLIENT_DIST)) || '.';

  const pageContext = (c: Context<AppEnv>): PageContext => ({
    language: c.var.language,
    t: c.var.t,
    path: c.req.path + (new URL(c.req.url).search ?? ''),
    nonce: c.var.secureHeadersNonce,
    assets: deps.assets,
  });
  const renderPage = (c: Context<AppEnv>, page: PageRender, status: 200 | 404 | 500 = 200) =>
    c.html(renderDocument(pageContext(c), page), status);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.info('request', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(securityHeaders({ https: deps.publicUrl.startsWith('https://') }));
  app.use(compress());
  app.use(localeMiddleware);
  app.use('/api/*', bodyLimit({ maxSize: API_BODY_LIMIT_BYTES }));

  // Hashed file names change with their content, so browsers may keep them forever.
  app.use(
    '/assets/*',
    serveStatic({
      root: staticRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
      },
    }),
  );
  app.use('/favicon.svg', serveStatic({ root: staticRoot }));

  app.route('/', makeSystemRoutes(deps.useCases));
  app.route('/', makeLoggingRoutes(deps.useCases));

  const openApiConfig = { ...OPENAPI_INFO, info: { ...OPENAPI_INFO.info, version: deps.version } };
  app.doc31('/api/openapi.json', openApiConfig);
  app.get('/api/docs', (c) =>
    renderPage(
      c,
      apiDocsPage(pageContext(c), app.getOpenAPI31Document(openApiConfig) as OpenApiDocument),
    ),
  );

  app.get('/', (c) => renderPage(c, homePage(pageContext(c))));
  app.get('/login', (c) => renderPage(c, loginPage(pageContext(c))));

  app.notFound((c) =>
    isApi(c)
      ? apiError(c, 404, 'NOT_FOUND', 'api.notFound')
      : renderPage(c, notFoundPage(pageContext(c)), 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'api.payloadTooLarge');
      return error.getResponse();
    }
    deps.logger.error('Unhandled error', { requestId: c.var.requestId, path: c.req.path, error });
    return isApi(c)
      ? apiError(c, 500, 'INTERNAL_ERROR', 'api.internal')
      : renderPage(c, serverErrorPage(pageContext(c)), 500);
  });

  return app;
};

export type App = ReturnType<typeof buildApp>;
