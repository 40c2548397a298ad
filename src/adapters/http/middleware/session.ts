import { createMiddleware } from 'hono/factory';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { ValidSession } from '#application/auth/session.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type SessionMiddlewareDeps = {
  cookies: Cookies;
  validateSession: (token: string) => Promise<ValidSession | null>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
};

/** Reads the session cookie into `viewer`; a dead cookie is cleared, a slid one sent again. */
export const sessionMiddleware = (deps: SessionMiddlewareDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('viewer', null);
    const token = deps.cookies.session.get(c);
    if (token) {
      const session = await deps.validateSession(token);
      const viewer = session ? await deps.loadViewer(session.userId) : null;
      if (!session || !viewer) {
        deps.cookies.session.clear(c);
      } else {
        if (session.renewedUntil) deps.cookies.session.set(c, token, session.renewedUntil);
        c.set('viewer', viewer);
        c.set('sessionToken', token);
      }
    }
    await next();
  });
