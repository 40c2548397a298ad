import { createMiddleware } from 'hono/factory';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { ValidSession } from '#application/auth/session.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type SessionMiddlewareDeps = {
  cookies: Cookies;
  authenticate: (token: string) => Promise<{ session: ValidSession; viewer: Viewer } | null>;
};

/**
 * Reads the session cookie into `viewer`; a dead cookie is cleared, a slid one sent again. What is
 * answered to a signed-in browser, or what signs one in or out, is never stored by the browser or
 * a proxy (`no-store`): kiosk tablets and showroom computers are shared (docs/decisions/041).
 */
export const sessionMiddleware = (deps: SessionMiddlewareDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('viewer', null);
    const token = deps.cookies.session.get(c);
    if (token) {
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
    if (c.var.viewer || c.res.headers.has('set-cookie')) c.header('Cache-Control', 'no-store');
  });
