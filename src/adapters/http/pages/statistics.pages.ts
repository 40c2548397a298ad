import { Hono, type Context } from 'hono';
import type { makeGetDealershipDashboard } from '#application/statistics/get-dealership-dashboard.ts';
import type { makeGetClientHistory } from '#application/statistics/get-client-history.ts';
import type { makeListClientHistory } from '#application/statistics/list-client-history.ts';
import type { SellerStatistics } from '#application/statistics/get-seller-statistics.ts';
import type { makeGetStatisticsAccess } from '#application/statistics/get-statistics-access.ts';
import {
  parseDateRangeQuery,
  type DateRangeKey,
  type DateRangePreset,
} from '#domain/statistics/date-ranges.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { performancesPage, type PerformanceView } from '#ui/pages/seller/performances.page.tsx';
import type { PerformanceNumbersView } from '#ui/components/statistics/performances-numbers.tsx';
import { statisticsErrorMessage } from '#adapters/http/api/statistics/statistics.errors.ts';
import type { StatisticsRouteDeps } from '#adapters/http/api/statistics/statistics.routes.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

/** The statistics and history use cases, as the composition root hands them to the HTTP app. */
export type StatisticsUseCases = StatisticsRouteDeps & {
  getDealershipDashboard: ReturnType<typeof makeGetDealershipDashboard>;
  getStatisticsAccess: ReturnType<typeof makeGetStatisticsAccess>;
  listClientHistory: ReturnType<typeof makeListClientHistory>;
  getClientHistory: ReturnType<typeof makeGetClientHistory>;
};

type Ctx = Context<AppEnv>;

export const viewerOf = (c: Ctx) => {
  const viewer = c.get('viewer');
  // The role guard let only this page group's role in.
  if (!viewer) throw new Error(`${c.req.path}: a page without a viewer`);
  return viewer;
};

export const frameOf = (c: Ctx) => layoutFrame(viewerOf(c), c.req.path, c.get('t'));

/** A record id in a path; other words (`/admin/members/add`) fall through to other routers. */
export const ID_PARAM =
  ':id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}';

/** The screens' default period: the last 30 days, today included. */
const DEFAULT_RANGE: DateRangePreset = 'last30Days';

/** The period filter as the request asked for it (`?range=&from=&to=`), and what it means. */
export const rangeOf = (c: Ctx) => {
  const query = {
    range: c.req.query('range'),
    from: c.req.query('from'),
    to: c.req.query('to'),
  };
  const parsed = parseDateRangeQuery(query, DEFAULT_RANGE);
  const range: DateRangeKey = parsed.ok ? parsed.value.key : 'custom';
  return {
    parsed,
    // Echoed back as typed, so a mistyped custom date can be corrected in place.
    filter: {
      range,
      from: range === 'custom' ? query.from : undefined,
      to: range === 'custom' ? query.to : undefined,
    },
  };
};

const FLASHES = ['requested'] as const;

const flashOf = (c: Ctx): Flash | undefined => {
  const flash = c.req.query('flash');
  if (flash && (FLASHES as readonly string[]).includes(flash)) {
    return { tone: 'success', message: c.get('t')(`statistics.flash.${flash as 'requested'}`) };
  }
  const code = c.req.query('error');
  const message = code ? statisticsErrorMessage(c.get('t'), code) : undefined;
  return message ? { tone: 'error', message } : undefined;
};

/** The three numbers and the chart as the shared component shows them (advisor and dashboard). */
export const numbersView = (
  statistics: Pick<SellerStatistics, 'numbers' | 'series' | 'range'>,
): PerformanceNumbersView => ({
  closingRate: statistics.numbers.closingRate,
  beBackRate: statistics.numbers.beBackRate,
  sales: statistics.numbers.sales,
  counts: {
    sold: statistics.numbers.sold,
    notSold: statistics.numbers.notSold,
    beBacks: statistics.numbers.beBacks,
    cameBack: statistics.numbers.cameBack,
  },
  series: statistics.series,
  period: { firstDay: statistics.range.firstDay, lastDay: statistics.range.lastDay },
  timeZone: statistics.range.timeZone,
});

/**
 * "My statistics" (/seller/performances): the request for access (a form), the wait, then the
 * numbers over the chosen period. The API's rules apply as they are: the page calls the same use
 * cases as `GET /api/sellers/{id}/statistics` and `PUT .../statistics-status`.
 */
export const makeStatisticsPages = ({
  useCases,
  pages,
}: {
  useCases: StatisticsUseCases;
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  router.get('/seller/performances', async (c) => {
    const me = viewerOf(c).userId;
    const access = await useCases.getStatisticsAccess(pageCaller(c, 'statistics.read'), me);
    if (!access.ok) return c.notFound();
    const { parsed, filter } = rangeOf(c);
    const flash = flashOf(c);
    const view: PerformanceView = {
      sellerId: me,
      access: access.value.statisticsStatus,
      filter,
      rangeError: parsed.ok ? undefined : parsed.error,
      flash,
    };
    if (access.value.statisticsStatus === 'granted' && parsed.ok) {
      const statistics = await useCases.getSellerStatistics(
        pageCaller(c, 'statistics.read'),
        me,
        parsed.value,
      );
      if (statistics.ok) view.numbers = numbersView(statistics.value);
    }
    return pages.render(
      c,
      performancesPage(pages.pageContext(c), frameOf(c), view),
      parsed.ok ? 200 : 422,
    );
  });

  router.post('/seller/performances/request-access', async (c) => {
    const result = await useCases.setStatisticsStatus(
      pageCaller(c, 'sellers.statisticsStatus.write'),
      viewerOf(c).userId,
      'requested',
    );
    return c.redirect(
      result.ok
        ? '/seller/performances?flash=requested'
        : `/seller/performances?error=${encodeURIComponent(result.error.code)}`,
      303,
    );
  });

  return router;
};
