import { Hono } from 'hono';
import { ROLES } from '#domain/access/roles.ts';
import { comingSoonPage } from '#ui/layouts/coming-soon.page.tsx';
import { pageLabel, ROUTES } from '#ui/layouts/navigation.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import { ID_PARAM } from './statistics.pages.ts';
import type { PageRenderer } from './render.ts';

/**
 * Every route of docs/spec/product-spec.md section 2 answers: pages not built yet show the "coming soon" page
 * (marked `data-coming-soon`) in the role's layout instead of a 404. Mounted after the real pages,
 * which take precedence; the role guard has already run for these paths. An `{id}` is a uuid: any
 * other value is a page that does not exist (404).
 */
export const makeComingSoonPages = (pages: PageRenderer) => {
  const router = new Hono<AppEnv>();
  for (const role of ROLES) {
    for (const route of ROUTES[role]) {
      router.get(route.path.replaceAll('{id}', ID_PARAM), (c) => {
        const viewer = c.get('viewer');
        if (!viewer) return c.notFound();
        return pages.render(
          c,
          comingSoonPage(pages.pageContext(c), {
            ...layoutFrame(viewer, c.req.path, c.get('t')),
            pageTitle: pageLabel(c.get('t'), route),
          }),
        );
      });
    }
  }
  return router;
};
