import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import type { Logger } from '#application/ports/logger.port.ts';
import { ROLES } from '#domain/access/roles.ts';
import type { AssetLinks } from '#ui/page-context.ts';
import { loginPage } from '#ui/pages/public/login.page.tsx';
import { API_TOKEN_SCHEME, makeApiTokenRoutes } from './api/api-tokens/api-tokens.routes.ts';
import { makeAuthRoutes } from './api/auth/auth.routes.ts';
import { makeCommentRoutes } from './api/comments/comments.routes.ts';
import { makeConcessionDirectoryRoutes } from './api/concessions/directory.routes.ts';
import { makeConcessionSettingsRoutes } from './api/concessions/settings.routes.ts';
import { makeSupportRoutes } from './api/support/support.routes.ts';
import { makeSurveyRoutes } from './api/surveys/surveys.routes.ts';
import { makePlanRoutes } from './api/plans/plans.routes.ts';
import { makeDocumentRoutes } from './api/documents/documents.routes.ts';
import { makeCarRoutes } from './api/cars/cars.routes.ts';
import { makeStripeRoutes } from './api/stripe/stripe.routes.ts';
import { apiError, isApi } from './api/errors.ts';
import { makeLoggingRoutes } from './api/logging/logging.routes.ts';
import { makeMatchingRoutes } from './api/matching/matching.routes.ts';
import { makePasswordRoutes } from './api/passwords/passwords.routes.ts';
import { makePsychometricsRoutes } from './api/psychometrics/psychometrics.routes.ts';
import { makeStatisticsRoutes } from './api/statistics/statistics.routes.ts';
import { makeSystemRoutes } from './api/system/system.routes.ts';
import { makeTrainingRoutes } from './api/trainings/trainings.routes.ts';
import { makeUserRoutes } from './api/users/users.routes.ts';
import { makeBpmRoutes } from './api/bpm/bpm.routes.ts';
import { makeTerritoryRoutes } from './api/territories/territories.routes.ts';
import type { AppUseCases } from './app-use-cases.ts';
import { CLIENT_DIST } from './assets.ts';
import { makeClientAddress } from './client-address.ts';
import { makeClientFlowApi, makeSellerFocusGuard } from './client-flow.http.ts';
import { makeCookies } from './cookies.ts';
import type { AppEnv } from './env.ts';
import { makeNotFound, makeOnError } from './error-handlers.ts';
import { makeBodyLimits, wellFormedBody } from './middleware/body-limits.ts';
import { compression } from './middleware/compression.ts';
import { csrfProtection, fromOurPages } from './middleware/csrf.ts';
import { localeMiddleware } from './middleware/locale.ts';
import { requestLog } from './middleware/request-log.ts';
import { requestTimeout } from './middleware/request-timeout.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { API_DOCS_PATH, makeApiDocsRoutes } from './api-docs/api-docs.routes.ts';
import { openApiConfig, registerSecuritySchemes } from './api/openapi-contract.ts';
import { refuseRefusedToken, sessionMiddleware } from './middleware/session.ts';
import { refuseUnstorableForms } from './pages/form-text.ts';
import { guardRoleArea, roleAreaPattern } from './pages/guard.ts';
import { makePasswordPages } from './pages/password.pages.ts';
import { makePageRenderer } from './pages/render.ts';
import { makePageRoutes } from './pages/routes.ts';
import { makeUploadRoutes } from './uploads.ts';

export type AppDeps = {
  useCases: AppUseCases;
  logger: Logger;
  assets: AssetLinks;
  publicUrl: string;
  version: string;
  /** Development pages such as the living style guide; never in production. */
  devPages?: boolean;
  /** How many reverse proxies of ours append to X-Forwarded-For (0: the header is ignored). */
  trustProxy?: number;
  /** A request not answered within this many milliseconds gets 503 (decision 042); none when absent. */
  requestTimeoutMs?: number;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Builds the whole HTTP application from use cases; no adapter is created here. The helpers every
 * router shares (page renderer, cookies, client address) are made once, here.
 */
export const buildApp = (deps: AppDeps) => {
  const { useCases } = deps;
  const app = new OpenAPIHono<AppEnv>();
  const staticRoot = path.relative(process.cwd(), fileURLToPath(CLIENT_DIST)) || '.';

  const https = deps.publicUrl.startsWith('https://');
  const cookies = makeCookies({ secure: https });
  const pages = makePageRenderer(deps.assets);
  const { pageContext, render } = pages;
  const clientAddress = makeClientAddress(deps.trustProxy ?? 0);

  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(securityHeaders({ https, docsPath: API_DOCS_PATH }));
  app.use(compression());
  // Inside the log and the security headers, so a 503 for time is logged and carries them.
  if (deps.requestTimeoutMs) app.use(requestTimeout(deps.requestTimeoutMs));

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
  // Uploaded pictures need no session, so they are served before it is read.
  app.route('/', makeUploadRoutes(useCases));

  // Everything below knows who asks (session), in which language, and checks CSRF on writes.
  app.use(sessionMiddleware({ cookies, ...useCases }));
  app.use(localeMiddleware);
  app.use(refuseRefusedToken);
  // After the locale (answers are translated), before CSRF (which reads the body).
  const allowedOrigins = [new URL(deps.publicUrl).origin];
  app.use(makeBodyLimits({ videos: useCases.videoUploads }));
  app.use(wellFormedBody);
  app.use(
    csrfProtection({
      cookies,
      allowedOrigins,
      // The provider's webhook is signed instead (decision 069).
      exempt: (requestPath) =>
        requestPath === '/api/logging' || requestPath === '/api/stripe/webhook',
      refuse: (c) => apiError(c, 403, 'CSRF', 'api.csrf'),
    }),
  );

  // Page forms (not the API's, which have their own schemas) are refused whole for unstorable text.
  const pageForms = refuseUnstorableForms({ pageContext, render });
  app.use('*', (c, next) => (isApi(c) ? next() : pageForms(c, next)));

  app.route('/', makeSystemRoutes(useCases));
  app.route(
    '/',
    makeLoggingRoutes({
      recordClientLog: useCases.recordClientLog,
      clientAddress,
      fromOurPages: (c) => fromOurPages(c, allowedOrigins),
    }),
  );
  app.route(
    '/',
    makeAuthRoutes({
      cookies,
      ...useCases,
      renderLogin: (c, state, status) => render(c, loginPage(pageContext(c), state), status),
      clientAddress,
    }),
  );
  app.route('/', makeUserRoutes(useCases.users));
  app.route('/', makeBpmRoutes(useCases.bpms));
  app.route('/', makeTerritoryRoutes(useCases.bpms));
  app.route('/', makeCommentRoutes(useCases.comments));
  app.route('/', makeSupportRoutes(useCases.support));
  app.route('/', makeSurveyRoutes(useCases.surveys));
  app.route('/', makePlanRoutes(useCases.billing));
  app.route('/', makeDocumentRoutes(useCases.documents));
  app.route('/', makeCarRoutes(useCases.cars));
  app.route('/', makeStripeRoutes(useCases.billing));
  app.route('/', makeApiTokenRoutes(useCases.apiTokens));
  app.route('/', makeTrainingRoutes(useCases.trainings));
  app.route('/', makePsychometricsRoutes(useCases.psychometrics));
  app.route('/', makeMatchingRoutes(useCases.psychometrics));
  app.route('/', makeStatisticsRoutes(useCases.statistics));
  app.route('/', makeConcessionDirectoryRoutes(useCases.concessions));
  app.route('/', makeConcessionSettingsRoutes(useCases.concessions));
  app.route('/', makeClientFlowApi(useCases.clientFlow, clientAddress));
  const passwordPages = makePasswordPages({ ...useCases.passwords, pages });
  app.route(
    '/',
    makePasswordRoutes({
      ...useCases,
      ...useCases.passwords,
      cookies,
      pages: passwordPages.formPages,
      clientAddress,
    }),
  );

  // Programs authenticate with an API token (decision 054): the `bearerAuth` scheme.
  registerSecuritySchemes(app, cookies.names.session, API_TOKEN_SCHEME.description);
  app.doc31('/api/openapi.json', openApiConfig(deps.publicUrl, deps.version));
  app.route('/', makeApiDocsRoutes());

  for (const role of ROLES) app.use(roleAreaPattern(role), guardRoleArea(role));
  // An advisor with a client is kept on that client's pages (docs/spec/product-spec.md section 4).
  app.use(roleAreaPattern('seller'), makeSellerFocusGuard(useCases.clientFlow));

  app.route(
    '/',
    makePageRoutes({
      useCases,
      pages,
      passwordPages,
      cookies,
      clientAddress,
      devPages: deps.devPages ?? false,
    }),
  );

  app.notFound(makeNotFound(pages));
  app.onError(makeOnError(pages, deps.logger));
  return app;
};
