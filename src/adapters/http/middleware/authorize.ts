import { createMiddleware } from 'hono/factory';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import type { AppEnv } from '#adapters/http/env.ts';

const READS = new Set(['GET', 'HEAD']);

export type AuthorizeOptions = {
  /** Writes that onboarding itself needs (create a password, sign the contract, take the test). */
  allowedDuringOnboarding?: boolean;
};

/**
 * The policy table at the door of every API route: 401 without a session, 403 for a role the table
 * leaves out, 403 `onboarding_required` for other writes while onboarding is not done. The granted
 * scope goes on to the use case, which answers 404 for records outside it.
 */
export const authorize = (action: Action, options: AuthorizeOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.var.viewer;
    if (!viewer) return apiError(c, 401, 'UNAUTHENTICATED', 'api.unauthenticated');
    const scope = scopeOf(viewer.role, action);
    if (!scope) return apiError(c, 403, 'FORBIDDEN', 'api.forbidden');
    if (viewer.onboarding && !READS.has(c.req.method) && !options.allowedDuringOnboarding) {
      return apiError(c, 403, 'onboarding_required', 'api.onboardingRequired');
    }
    c.set('scope', scope);
    await next();
  });
