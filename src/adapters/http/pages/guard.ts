import { createMiddleware } from 'hono/factory';
import { onboardingPath } from '#domain/access/destination.ts';
import { mayOpenArea } from '#domain/access/policy.ts';
import { homeOf, type Role } from '#domain/access/roles.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/** The pages of a dealership that must pay or wait for its set-up: nothing to do there once active. */
const SUBSCRIPTION_PAGES = ['/checkout', '/pending-payment', '/subscription-required'] as const;
const isUnder = (path: string, page: string) => path === page || path.startsWith(`${page}/`);

/** Where a signed-out visitor goes, with the page to come back to after signing in. */
const signInRedirect = (pathAndQuery: string) =>
  `/login?callbackUrl=${encodeURIComponent(pathAndQuery)}`;

/**
 * Guards one role's page group (docs/spec/product-spec.md sections 2 and 4): signed-out visitors go to sign in and
 * come back after; other roles go to the unauthorised page (the owner opens the administrator's
 * pages too: policy.ts, mayOpenArea); a user who owes an onboarding step sees
 * only that step's page until it is done.
 */
export const guardRoleArea = (role: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.get('viewer');
    if (!viewer) return c.redirect(signInRedirect(c.req.path + new URL(c.req.url).search), 302);
    if (!mayOpenArea(role, viewer.role)) return c.redirect('/unauthorized', 302);
    if (viewer.onboarding) {
      // The step is in the viewer's own page group (an owner opening /admin pages owes /owner's).
      const step = onboardingPath(viewer.role, viewer.onboarding);
      // The test's result page stays readable once the test is done, while later steps are owed:
      // it is where a new advisor lands right after finishing, before moving on to their profile.
      const testResult =
        c.req.method === 'GET' &&
        viewer.record.profileNumber !== null &&
        c.req.path === onboardingPath(viewer.role, { step: 'personalityTest' });
      // Paying has pages of its own under the checkout (the demo payment, payment in progress).
      const paying = viewer.onboarding.step === 'subscription' && c.req.path.startsWith(`${step}/`);
      if (c.req.path !== step && !testResult && !paying) return c.redirect(step, 302);
    } else if (SUBSCRIPTION_PAGES.some((page) => isUnder(c.req.path, `${homeOf(role)}${page}`))) {
      // While active, the subscription pages lead to the dashboard (docs/spec/product-spec.md section 4).
      return c.redirect(homeOf(role), 302);
    }
    return next();
  });

/**
 * The pattern of a role's page group: its home and everything under it (Hono's `/seller/*` matches
 * `/seller` too, so one pattern runs a guard once per request).
 */
export const roleAreaPattern = (role: Role) => `${homeOf(role)}/*`;
