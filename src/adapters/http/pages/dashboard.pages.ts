import { dateTimeFormat } from '#domain/locale/date-time-format.ts';
import { Hono, type Context } from 'hono';
import type { DealershipDashboard } from '#application/statistics/get-dealership-dashboard.ts';
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
  name: c.get('t')('dashboard.advisors.total'),
  numbers,
});

const NO_FLOOR: DashboardView['floor'] = {
  waiting: 0,
  withAdvisor: 0,
  beBackReturnedToday: 0,
  advisorsPresent: 0,
  advisorsAvailable: 0,
};

/**
 * What the dashboard's sections show of a dealership's dashboard (none while the period is refused):
 * the managers' dashboard and the platform's dealership page build it alike.
 */
export const dashboardViewOf = (
  c: Ctx,
  input: Pick<
    DashboardView,
    'path' | 'filter' | 'rangeError' | 'csvHref' | 'memberBase' | 'keep'
  > & {
    dashboard: DealershipDashboard | null;
    timeZone: string;
  },
): DashboardView => {
  const { dashboard, timeZone, ...shown } = input;
  return {
    ...shown,
    floor: dashboard?.floor ?? NO_FLOOR,
    numbers: dashboard ? numbersView(dashboard) : undefined,
    advisors: dashboard?.advisors ?? [],
    total: dashboard ? totalRow(c, dashboard.numbers) : undefined,
    alerts: dashboard?.alerts ?? [],
    formatDate: (date) => dateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date),
  };
};

/** The CSV of a dashboard's advisors' table: the same rows and numbers, the total last. */
export const advisorsCsv = (c: Ctx, dashboard: DealershipDashboard) => {
  const headers = CSV_COLUMNS.map((column) => c.get('t')(`dashboard.advisors.columns.${column}`));
  const csv = advisorCsv(headers, dashboard.advisors, totalRow(c, dashboard.numbers));
  return csvResponse(c, 'advisors', dashboard.range, csv);
};

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
      const view = dashboardViewOf(c, {
        path,
        dashboard,
        filter,
        rangeError: parsed.ok ? undefined : parsed.error,
        timeZone: dealershipTimeZone(viewerOf(c)),
        csvHref: `${CSV_PATH}${new URL(c.req.url).search}`,
        memberBase: '/admin/members',
      });
      return pages.render(
        c,
        dashboardPage(pages.pageContext(c), frameOf(c), view),
        parsed.ok ? 200 : 422,
      );
    });
  }

  router.get(CSV_PATH, async (c) => {
    const { dashboard } = await load(c);
    return dashboard ? advisorsCsv(c, dashboard) : c.notFound();
  });

  return router;
};
