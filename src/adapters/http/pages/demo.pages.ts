import { Hono, type Context } from 'hono';
import type { makeGetSalesDemo } from '#application/demo/get-sales-demo.ts';
import type { makeOpenSalesDemo } from '#application/demo/open-sales-demo.ts';
import type { makeResetSalesDemo } from '#application/demo/reset-sales-demo.ts';
import { scopeOf } from '#domain/access/policy.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { demoPage, DEMO_OPEN_PATH, DEMO_PATH, DEMO_RESET_PATH } from '#ui/pages/bpm/demo.page.tsx';
import { openSession, type SessionDeps } from '#adapters/http/api/auth/open-session.ts';
import type { ClientAddress } from '#adapters/http/client-address.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import type { PageRenderer } from './render.ts';
import { frameOf } from './statistics.pages.ts';

export type DemoUseCases = {
  getSalesDemo: ReturnType<typeof makeGetSalesDemo>;
  resetSalesDemo: ReturnType<typeof makeResetSalesDemo>;
  openSalesDemo: ReturnType<typeof makeOpenSalesDemo>;
};

type Ctx = Context<AppEnv>;

/** The policy table's word on the demo: every bpm, nobody else (the guard already let a bpm in). */
const mayManage = (c: Ctx) => {
  const viewer = c.get('viewer');
  return !!viewer && !!scopeOf(viewer.role, 'demo.manage');
};

/**
 * The bpm's sales demonstration (docs/decisions/087): the page, "prepare / reset" (one transaction,
 * only the showroom), and "open the kiosk / the advisor view", which signs this browser in as the
 * showroom's account (its previous session ends, as at any sign-in).
 */
export const makeDemoPages = ({
  useCases,
  pages,
  session,
  clientAddress,
}: {
  useCases: DemoUseCases;
  pages: PageRenderer;
  session: SessionDeps;
  clientAddress: ClientAddress;
}) => {
  const router = new Hono<AppEnv>();

  const show = async (c: Ctx, flash?: Flash, status: 200 | 409 = 200) =>
    pages.render(
      c,
      demoPage(pages.pageContext(c), frameOf(c), await useCases.getSalesDemo(), flash),
      status,
    );

  router.get(DEMO_PATH, async (c) => {
    if (!mayManage(c)) return c.notFound();
    const done = c.req.query('reset') === '1';
    return show(c, done ? { tone: 'success', message: c.get('t')('demo.resetDone') } : undefined);
  });

  router.post(DEMO_RESET_PATH, async (c) => {
    if (!mayManage(c)) return c.notFound();
    await useCases.resetSalesDemo();
    return c.redirect(`${DEMO_PATH}?reset=1`, 303);
  });

  router.post(DEMO_OPEN_PATH, async (c) => {
    if (!mayManage(c)) return c.notFound();
    const body = await c.req.parseBody();
    const view = body['view'] === 'advisor' ? 'advisor' : 'kiosk';
    const opened = await useCases.openSalesDemo({
      view,
      ipAddress: clientAddress(c),
      userAgent: c.req.header('user-agent') ?? null,
    });
    if (!opened.ok) return show(c, { tone: 'error', message: c.get('t')('demo.notFound') }, 409);
    return c.redirect(await openSession(c, session, opened.value), 303);
  });

  return router;
};
