import { Hono, type Context } from 'hono';
import { advisorCsv, type AdvisorRow } from '#domain/statistics/dashboard.ts';
import { dashboardPage, type DashboardView } from '#ui/pages/admin/dashboard.page.tsx';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { csvResponse } from './csv-response.ts';
import { dealershipTimeZone } from './dealership-time-zone.ts';
import type { PageRenderer } from './render.ts';
import {
  frameOf,
  numbersView,
  rangeOf,
  viewerOf,
  type StatisticsUseCases,
} from './statistics.pages.ts';

export type DashboardUseCases = Pick<StatisticsUseCases, 'getDealershipDashboard'>;

type Ctx = Context<AppEnv>;

/** The dashboard's paths: the owner's home, the administrator's home and dashboard (issue 14). */
const DASHBOARD_PATHS = ['/owner', '/admin', '/admin/dashboard'] as const;
const CSV_PATH = '/admin/dashboard/advisors.csv';

/** The advisors table's columns, in the order of the CSV (advisorCsv). */
export const CSV_COLUMNS = [
  'name',
  'sold',
  'notSold',
  'closingRate',
  'beBacks',
  'cameBack',
  'beBackRate',
  'sales',
] as const;

const totalRow = (c: Ctx, numbers: AdvisorRow['numbers']): AdvisorRow => ({
  id: 'total',
  name: c.var.t('dashboard.advisors.total'),
  numbers,
});

/**
 * The managers' dashboard (/owner, /admin, /admin/dashboard) and the CSV of its advisors' table
 * (the same rows and numbers, the total last). The owner opens /admin pages (docs/decisions/065).
 */
export const makeDashboardPages = ({
  useCases,
  pages,
}: {
  useCases: DashboardUseCases;
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  const load = async (c: Ctx) => {
    const viewer = viewerOf(c);
    const { parsed, filter } = rangeOf(c);
    if (!viewer.concessionId || !parsed.ok) return { parsed, filter, dashboard: null };
    const result = await useCases.getDealershipDashboard(
      pageCaller(c, 'statistics.dashboard.read'),
      viewer.concessionId,
      parsed.value,
    );
    return { parsed, filter, dashboard: result.ok ? result.value : null };
  };

  for (const path of DASHBOARD_PATHS) {
    router.get(path, async (c) => {
      const { parsed, filter, dashboard } = await load(c);
      if (parsed.ok && !dashboard) return c.notFound();
      const timeZone = dealershipTimeZone(viewerOf(c));
      const query = new URL(c.req.url).search;
      const view: DashboardView = {
        path,
        floor: dashboard?.floor ?? {
          waiting: 0,
          withAdvisor: 0,
          beBackReturnedToday: 0,
          advisorsPresent: 0,
          advisorsAvailable: 0,
        },
        filter,
        rangeError: parsed.ok ? undefined : parsed.error,
        numbers: dashboard ? numbersView(dashboard) : undefined,
        advisors: dashboard?.advisors ?? [],
        total: dashboard ? totalRow(c, dashboard.numbers) : undefined,
        csvHref: `${CSV_PATH}${query}`,
        alerts: dashboard?.alerts ?? [],
        formatDate: (date) =>
          new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date),
      };
      return pages.render(
        c,
        dashboardPage(pages.pageContext(c), frameOf(c), view),
        parsed.ok ? 200 : 422,
      );
    });
  }

  router.get(CSV_PATH, async (c) => {
    const { dashboard } = await load(c);
    if (!dashboard) return c.notFound();
    const headers = CSV_COLUMNS.map((column) => c.var.t(`dashboard.advisors.columns.${column}`));
    const csv = advisorCsv(headers, dashboard.advisors, totalRow(c, dashboard.numbers));
    return csvResponse(c, 'advisors', dashboard.range, csv);
  });

  return router;
};
