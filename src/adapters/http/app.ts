import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { ValidSession } from '#application/auth/session.ts';
import type { SignedIn, SignInError, SignInInput } from '#application/auth/sign-in.ts';
import type { ClientLogEntry } from '#application/logging/record-client-log.ts';
import type { StoredFile } from '#application/ports/file-storage.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { Readiness } from '#application/system/check-readiness.ts';
import { homeOf, ROLES } from '#domain/access/roles.ts';
import type { Result } from '#domain/shared/result.ts';
import { MAX_IMAGE_BYTES } from '#domain/validation/upload.ts';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import type { AssetLinks } from '#ui/page-context.ts';
import { apiDocsPage, type OpenApiDocument } from '#ui/pages/docs/api-docs.page.tsx';
import { devComponentsPage } from '#ui/pages/dev/components.page.tsx';
import { notFoundPage, serverErrorPage, unauthorizedPage } from '#ui/pages/errors/error.page.tsx';
import { homePage } from '#ui/pages/public/home.page.tsx';
import { loginPage } from '#ui/pages/public/login.page.tsx';
import { makeAuthRoutes } from './api/auth/auth.routes.ts';
import { makeCommentRoutes, type CommentRouteDeps } from './api/comments/comments.routes.ts';
import { makeTrainingRoutes, type TrainingRouteDeps } from './api/trainings/trainings.routes.ts';
import { apiError } from './api/errors.ts';
import { makeLoggingRoutes } from './api/logging/logging.routes.ts';
import { makeMatchingRoutes } from './api/matching/matching.routes.ts';
import { makePasswordRoutes, type PasswordUseCases } from './api/passwords/passwords.routes.ts';
import {
  makePsychometricsRoutes,
  type PsychometricsUseCases,
} from './api/psychometrics/psychometrics.routes.ts';
import { makeStatisticsRoutes } from './api/statistics/statistics.routes.ts';
import { makeSystemRoutes } from './api/system/system.routes.ts';
import { makeUserRoutes, type UserRouteDeps } from './api/users/users.routes.ts';
import {
  makeClientFlowApi,
  makeClientFlowPages,
  makeSellerFocusGuard,
  type ClientFlowUseCases,
} from './client-flow.http.ts';
import { CLIENT_DIST } from './assets.ts';
import { makeCookies } from './cookies.ts';
import type { AppEnv } from './env.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { localeMiddleware } from './middleware/locale.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { makeComingSoonPages } from './pages/coming-soon.pages.ts';
import { makeCommentPages } from './pages/comments.pages.ts';
import { makeTrainingPages, TRAINING_ERROR_QUERY } from './pages/trainings.pages.ts';
import { makeHistoryPages } from './pages/history.pages.ts';
import { makeMemberPages } from './pages/members.pages.ts';
import { makeStatisticsPages, type StatisticsUseCases } from './pages/statistics.pages.ts';
import { guardRoleArea, roleAreaPatterns } from './pages/guard.ts';
import { makeOutboxPages, type OutboxPageDeps } from './pages/outbox.pages.ts';
import { makePasswordPages, type PasswordPageDeps } from './pages/password.pages.ts';
import { makePsychometricsPages } from './pages/psychometrics.pages.ts';
import { makeSellerProfilePages, sellerProfileBodyLimit } from './pages/seller-profile.pages.ts';
import { makePageRenderer } from './pages/render.ts';
import { makeSignDocumentPages, type SignDocumentPageDeps } from './pages/sign-document.pages.ts';
import { makeUploadRoutes } from './uploads.ts';

export type AppUseCases = {
  checkReadiness: () => Promise<Readiness>;
  recordClientLog: (entry: ClientLogEntry) => void;
  signIn: (input: SignInInput) => Promise<Result<SignedIn, SignInError>>;
  signOut: (token: string) => Promise<void>;
  validateSession: (token: string) => Promise<ValidSession | null>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
  users: UserRouteDeps & Pick<SignDocumentPageDeps, 'getDocumentToSign'>;
  readUpload: (key: string) => Promise<StoredFile | null>;
  passwords: PasswordUseCases & Omit<PasswordPageDeps, 'pages'>;
  outbox: Omit<OutboxPageDeps, 'pages'>;
  psychometrics: PsychometricsUseCases;
  clientFlow: ClientFlowUseCases;
  comments: CommentRouteDeps;
  trainings: TrainingRouteDeps;
  statistics: StatisticsUseCases;
};

export type AppDeps = {
  useCases: AppUseCases;
  logger: Logger;
  assets: AssetLinks;
  publicUrl: string;
  version: string;
  /** Development pages such as the living style guide; never in production. */
  devPages?: boolean;
  /** Behind a reverse proxy, the client's address is the first of X-Forwarded-For. */
  trustProxy?: boolean;
};

/** The caller's IP address, for rate limits and the session record. */
const clientAddress = (c: Context<AppEnv>, trustProxy: boolean): string | null => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Requests made in process (tests, benchmarks) have no socket.
    return null;
  }
};

const API_BODY_LIMIT_BYTES = 1024 * 1024;
// A multipart form carries an image of up to 2 MB (product-spec section 5) besides its few fields.
const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
// A training's form carries a video of up to 100 MB (decision 023).
const VIDEO_BODY_LIMIT_BYTES = MAX_VIDEO_BYTES + 64 * 1024;
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

  const https = deps.publicUrl.startsWith('https://');
  const cookies = makeCookies({ secure: https });
  const { pageContext, render: renderPage } = makePageRenderer(deps.assets);

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
  app.use(securityHeaders({ https }));
  app.use(compress());

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
  app.route('/', makeUploadRoutes(deps.useCases));

  // Everything below knows who asks (session), in which language, and checks CSRF on writes.
  app.use(sessionMiddleware({ cookies, ...deps.useCases }));
  app.use(localeMiddleware);
  // After the locale (the 413 answer is translated), before CSRF (which may read the body).
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
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type')?.startsWith('multipart/form-data')
      ? c.req.path.startsWith('/api/trainings')
        ? videoLimit
        : uploadLimit
      : jsonLimit)(c, next),
  );
  // The training pages' forms (/{role}/training/add, .../{id}/edit), likewise before CSRF.
  app.use('/:area/training/*', (c, next) =>
    c.req.method === 'POST' ? videoLimit(c, next) : next(),
  );
  // The advisor profile page's photo form, likewise before CSRF reads the body.
  app.use('/seller/me', (c, next) =>
    c.req.method === 'POST' ? sellerProfileBodyLimit(c, next) : next(),
  );
  app.use(
    csrfProtection({
      cookies,
      allowedOrigins: [new URL(deps.publicUrl).origin],
      exempt: (requestPath) => requestPath === '/api/logging',
      refuse: (c) => apiError(c, 403, 'CSRF', 'api.csrf'),
    }),
  );

  app.route('/', makeSystemRoutes(deps.useCases));
  app.route('/', makeLoggingRoutes(deps.useCases));
  app.route(
    '/',
    makeAuthRoutes({
      cookies,
      ...deps.useCases,
      renderLogin: (c, state, status) => renderPage(c, loginPage(pageContext(c), state), status),
      clientAddress: (c) => clientAddress(c, deps.trustProxy ?? false),
    }),
  );
  app.route('/', makeUserRoutes(deps.useCases.users));
  app.route('/', makeCommentRoutes(deps.useCases.comments));
  app.route('/', makeTrainingRoutes(deps.useCases.trainings));
  app.route('/', makePsychometricsRoutes(deps.useCases.psychometrics));
  app.route('/', makeMatchingRoutes(deps.useCases.psychometrics));
  app.route('/', makeStatisticsRoutes(deps.useCases.statistics));
  app.route(
    '/',
    makeClientFlowApi(deps.useCases.clientFlow, (c) => clientAddress(c, deps.trustProxy ?? false)),
  );
  const passwordPages = makePasswordPages({
    ...deps.useCases.passwords,
    pages: { pageContext, render: renderPage },
  });
  app.route(
    '/',
    makePasswordRoutes({
      ...deps.useCases,
      ...deps.useCases.passwords,
      cookies,
      pages: passwordPages.formPages,
      clientAddress: (c) => clientAddress(c, deps.trustProxy ?? false),
    }),
  );

  const openApiConfig = { ...OPENAPI_INFO, info: { ...OPENAPI_INFO.info, version: deps.version } };
  app.doc31('/api/openapi.json', openApiConfig);
  app.get('/api/docs', (c) =>
    renderPage(
      c,
      apiDocsPage(pageContext(c), app.getOpenAPI31Document(openApiConfig) as OpenApiDocument),
    ),
  );

  for (const role of ROLES) {
    for (const pattern of roleAreaPatterns(role)) app.use(pattern, guardRoleArea(role));
  }
  // An advisor with a client is kept on that client's pages (product-spec section 4).
  const sellerFocus = makeSellerFocusGuard(deps.useCases.clientFlow);
  for (const pattern of roleAreaPatterns('seller')) app.use(pattern, sellerFocus);

  app.get('/', (c) => renderPage(c, homePage(pageContext(c))));
  app.get('/login', (c) =>
    renderPage(
      c,
      loginPage(pageContext(c), {
        callbackUrl: c.req.query('callbackUrl'),
        // Where a successful password reset lands (PASSWORD_RESET_DONE_URL).
        ...(c.req.query('notice') === 'passwordReset'
          ? { notice: c.var.t('passwords.reset.done') }
          : {}),
      }),
    ),
  );
  app.route('/', passwordPages.routes);
  app.route(
    '/',
    makeOutboxPages({ ...deps.useCases.outbox, pages: { pageContext, render: renderPage } }),
  );
  app.route(
    '/',
    makeSignDocumentPages({
      ...deps.useCases.users,
      loadViewer: deps.useCases.loadViewer,
      pages: { pageContext, render: renderPage },
    }),
  );
  app.route(
    '/',
    makePsychometricsPages({
      useCases: deps.useCases.psychometrics,
      pages: { pageContext, render: renderPage },
    }),
  );
  app.route(
    '/',
    makeClientFlowPages(deps.useCases.clientFlow, { pageContext, render: renderPage }),
  );
  // The living style guide posts to itself to show the forms' server round trip.
  if (deps.devPages) {
    app.on(['GET', 'POST'], '/dev/components', async (c) =>
      renderPage(
        c,
        await devComponentsPage(
          pageContext(c),
          new Date(),
          c.req.method === 'POST' ? await c.req.parseBody({ all: true }) : undefined,
        ),
      ),
    );
  }

  app.get('/unauthorized', (c) =>
    renderPage(
      c,
      unauthorizedPage(pageContext(c), c.var.viewer ? homeOf(c.var.viewer.role) : '/login'),
      403,
    ),
  );
  // Statistics, the clients history and the member page (before "coming soon").
  const statisticsPages = { pageContext, render: renderPage };
  app.route(
    '/',
    makeStatisticsPages({ useCases: deps.useCases.statistics, pages: statisticsPages }),
  );
  app.route('/', makeHistoryPages({ useCases: deps.useCases.statistics, pages: statisticsPages }));
  app.route(
    '/',
    makeMemberPages({
      useCases: {
        ...deps.useCases.statistics,
        getUser: deps.useCases.users.getUser,
        getSeller: deps.useCases.clientFlow.getSeller,
      },
      pages: statisticsPages,
    }),
  );
  // The advisor's profile (/seller/me), also their last onboarding step.
  app.route(
    '/',
    makeSellerProfilePages({
      getSeller: deps.useCases.clientFlow.getSeller,
      updateSellerProfile: deps.useCases.clientFlow.updateSellerProfile,
      setUserPicture: deps.useCases.users.setUserPicture,
      setUserLanguage: deps.useCases.users.setUserLanguage,
      changePassword: deps.useCases.passwords.changePassword,
      loadViewer: deps.useCases.loadViewer,
      cookies,
      clientAddress: (c) => clientAddress(c, deps.trustProxy ?? false),
      pages: { pageContext, render: renderPage },
    }),
  );
  // Feedback and trainings (role-neutral pages under each role's prefix).
  app.route(
    '/',
    makeCommentPages({ ...deps.useCases.comments, pages: { pageContext, render: renderPage } }),
  );
  app.route(
    '/',
    makeTrainingPages({
      useCases: deps.useCases.trainings,
      pages: { pageContext, render: renderPage },
    }),
  );
  // Last: routes of the spec whose pages are not built yet answer "coming soon", not 404.
  app.route('/', makeComingSoonPages({ pageContext, render: renderPage }));

  app.notFound((c) =>
    isApi(c)
      ? apiError(c, 404, 'NOT_FOUND', 'api.notFound')
      : renderPage(c, notFoundPage(pageContext(c)), 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'api.payloadTooLarge');
      // A body that is not JSON at all (the validator's own 400): the API's usual error body.
      if (error.status === 400 && isApi(c)) {
        return apiError(c, 400, 'VALIDATION_ERROR', 'api.validation');
      }
      if (error.status === 415) {
        return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'api.unsupportedMediaType');
      }
      return error.getResponse();
    }
    deps.logger.error('Unhandled error', { requestId: c.var.requestId, path: c.req.path, error });
    return isApi(c)
      ? apiError(c, 500, 'INTERNAL_ERROR', 'api.internal')
      : renderPage(c, serverErrorPage(pageContext(c)), 500);
  });

  return app;
};
