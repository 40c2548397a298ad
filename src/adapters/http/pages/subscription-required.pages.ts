import { Hono } from 'hono';
import { onboardingPath } from '#domain/access/destination.ts';
import { homeOf, type Role } from '#domain/access/roles.ts';
import { subscriptionRequiredPage } from '#ui/pages/billing/subscription-required.page.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

/** The accounts of a dealership that are told to ask the owner (the owner pays at the checkout). */
const ASKING_ROLES = ['admin', 'seller', 'client', 'service'] as const satisfies readonly Role[];

/**
 * The blocked page of each account of a dealership whose subscription is not active-like
 * (docs/decisions/067-blocked-dealership.md): the role guard sends them here; once active, home.
 */
export const makeSubscriptionRequiredPages = (pages: PageRenderer) => {
  const router = new Hono<AppEnv>();
  for (const role of ASKING_ROLES) {
    const path = onboardingPath(role, { step: 'subscriptionBlocked', reason: 'notActivated' });
    router.get(path, (c) => {
      const viewer = c.get('viewer');
      if (!viewer) return c.notFound();
      if (!viewer.blocked) return c.redirect(homeOf(role), 302);
      return pages.render(
        c,
        subscriptionRequiredPage(
          pages.pageContext(c),
          layoutFrame(viewer, c.req.path, c.get('t')),
          viewer.blocked,
        ),
      );
    });
  }
  return router;
};
