import { createMiddleware } from 'hono/factory';
import type { TokenRefusal } from '#domain/access/api-tokens.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { ValidSession } from '#application/auth/session.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type SessionMiddlewareDeps = {
  cookies: Cookies;
  authenticate: (token: string) => Promise<{ session: ValidSession; viewer: Viewer } | null>;
  authenticateApiToken: (bearer: string) => Promise<Result<Viewer, TokenRefusal>>;
};

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header; undefined without one. */
const bearerOf = (header: string | undefined) =>
  header === undefined ? undefined : (BEARER.exec(header)?.[1] ?? '');

/**
 * Reads the bearer token, or else the session cookie, into `viewer`; a dead cookie is cleared, a slid one sent again. What is
 * answered to a signed-in browser, or what signs one in or out, is never stored by the browser or
 * a proxy (`no-store`): kiosk tablets and showroom computers are shared (docs/decisions/041).
 */
export const sessionMiddleware = (deps: SessionMiddlewareDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('viewer', null);
    // A program's API token wins over a cookie: the request is the token's, the cookie unread
    // (decision 054). An Authorization header that is not a bearer token is refused as one.
    const bearer = bearerOf(c.req.header('authorization'));
    c.set('bearer', bearer !== undefined);
    const token = bearer === undefined ? deps.cookies.session.get(c) : undefined;
    if (bearer !== undefined) {
      const found = await deps.authenticateApiToken(bearer);
      if (found.ok) c.set('viewer', found.value);
      else c.set('tokenRefusal', found.error);
    } else if (token) {
      const found = await deps.authenticate(token);
      if (!found) {
        deps.cookies.session.clear(c);
      } else {
        if (found.session.renewedUntil)
          deps.cookies.session.set(c, token, found.session.renewedUntil);
        c.set('viewer', found.viewer);
        c.set('sessionToken', token);
      }
    }
    await next();
    // On the answer's own headers: `c.header` after the answer is made rebuilds it as a stream,
    // a quarter of a small read's time (docs/decisions/109).
    if (c.get('viewer') || c.res.headers.has('set-cookie'))
      c.res.headers.set('Cache-Control', 'no-store');
  });

const REFUSALS = {
  TOKEN_REVOKED: 'api.tokenRevoked',
  TOKEN_EXPIRED: 'api.tokenExpired',
  TOKEN_INVALID: 'api.tokenInvalid',
} as const satisfies Record<TokenRefusal, MessageKey>;

/**
 * A refused API token is a 401 `{ message, code }` on every route (after the locale middleware, so
 * the message is in the caller's language): a program learns at once its token no longer works.
 */
export const refuseRefusedToken = createMiddleware<AppEnv>(async (c, next) => {
  const refusal = c.get('tokenRefusal');
  if (!refusal) return next();
  c.header('WWW-Authenticate', 'Bearer');
  return apiError(c, 401, refusal, REFUSALS[refusal]);
});
