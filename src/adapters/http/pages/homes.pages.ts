import { Hono } from 'hono';
import type { makeGetBpmHome } from '#application/homes/get-bpm-home.ts';
import type { makeGetPrAdminHome } from '#application/homes/get-pr-admin-home.ts';
import { formatDate } from '#domain/locale/format.ts';
import { bpmHomePage } from '#ui/pages/bpm/home.page.tsx';
import { prAdminHomePage } from '#ui/pages/pr-admin/home.page.tsx';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { commentRowOf } from './comments.pages.ts';
import type { PageRenderer } from './render.ts';
import { frameOf } from './statistics.pages.ts';
import { supportRowOf } from './support.pages.ts';

export type HomesUseCases = {
  getPrAdminHome: ReturnType<typeof makeGetPrAdminHome>;
  getBpmHome: ReturnType<typeof makeGetBpmHome>;
};

/** One page of a short list: the home shows the newest few, the list page the rest. */
const firstPage = <Row>(rows: Row[], total: number) => ({
  rows,
  page: 1,
  pageCount: 1,
  pageSize: rows.length,
  total,
});

/** The platform's homes (issue 16, docs/decisions/086): /pr-admin and /bpm. */
export const makeHomePages = ({
  useCases,
  pages,
}: {
  useCases: HomesUseCases;
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  router.get('/pr-admin', async (c) => {
    const home = await useCases.getPrAdminHome(pageCaller(c, 'concessions.list'));
    const run = home.recalculation;
    return pages.render(
      c,
      prAdminHomePage(pages.pageContext(c), frameOf(c), {
        dealerships: home.dealerships,
        tickets: firstPage(
          home.tickets.recent.map(supportRowOf('/pr-admin/support')),
          home.tickets.total,
        ),
        comments: firstPage(home.comments.recent.map(commentRowOf), home.comments.total),
        recalculation: run
          ? {
              status: run.status,
              lambdaVersion: run.lambdaVersion,
              processed: run.processed,
              total: run.total,
              startedOn: formatDate(run.startedAt),
              finishedOn: run.finishedAt ? formatDate(run.finishedAt) : null,
              error: run.error,
            }
          : null,
      }),
    );
  });

  router.get('/bpm', async (c) => {
    const dealerships = await useCases.getBpmHome(pageCaller(c, 'concessions.list'));
    return pages.render(
      c,
      bpmHomePage(pages.pageContext(c), frameOf(c), { dealerships, formatDate }),
    );
  });

  return router;
};
