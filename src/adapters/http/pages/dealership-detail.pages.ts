import { Hono, type Context } from 'hono';
import { scopeOf } from '#domain/access/policy.ts';
import type { ConcessionSummary } from '#application/ports/concession-directory.port.ts';
import type { ConcessionRecord } from '#application/ports/concession-settings.port.ts';
import { parseDetailTab } from '#ui/components/tabs.tsx';
import {
  dealershipPage,
  type DealershipInformation,
  type DealershipTabView,
} from '#ui/pages/platform/dealership.page.tsx';
import type { PlatformArea } from '#ui/pages/platform/dealerships.page.tsx';
import { pastClientPage } from '#ui/pages/shared/past-client.page.tsx';
import type { ConcessionUseCases } from '#adapters/http/app-use-cases.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { advisorsCsv, dashboardViewOf } from './dashboard.pages.ts';
import { historyListOf, pastClientViewOf } from './history.pages.ts';
import type { PageRenderer } from './render.ts';
import {
  frameOf,
  ID_PARAM,
  rangeOf,
  viewerOf,
  type StatisticsUseCases,
} from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

export type DealershipDetailDeps = {
  useCases: Pick<ConcessionUseCases, 'getConcession' | 'getConcessionSummary'> &
    Pick<StatisticsUseCases, 'getDealershipDashboard' | 'listClientHistory' | 'getClientHistory'>;
  pages: PageRenderer;
};

export const PLATFORM_AREAS: readonly PlatformArea[] = ['/pr-admin', '/bpm'];

const FLASHES = ['added', 'saved'] as const;

const informationOf = (
  summary: ConcessionSummary,
  record: ConcessionRecord,
): DealershipInformation => ({
  id: summary.id,
  name: summary.name,
  territory: summary.territory?.name ?? null,
  manufacturers: summary.manufacturers,
  subscription: summary.subscriptionStatus,
  steps: {
    information: summary.infoValidated,
    configuration: summary.configurationValidated,
    connection: summary.connectionValidated,
  },
  language: record.language,
  phone: record.phone,
  address:
    [record.address, record.city, record.state, record.postalCode].filter(Boolean).join(', ') ||
    null,
  website: record.website,
  ownerContactEmail: record.ownerContactEmail,
  createdOn: summary.createdAt.toISOString().slice(0, 10),
});

/**
 * A dealership's page for the platform (/pr-admin/concessions/{id}, /bpm/concessions/{id}): the
 * information, dashboard and history tabs, a past client of its history, and the dashboard's CSV.
 * Out of the viewer's scope, or deleted, every one is a 404 (decisions.md section 2).
 */
export const makeDealershipDetailPages = ({ useCases, pages }: DealershipDetailDeps) => {
  const router = new Hono<AppEnv>();

  /** The dealership of the path, when the viewer reaches it. */
  const load = async (c: Ctx) => {
    const id = c.req.param('id') ?? '';
    const caller = pageCaller(c, 'concessions.read');
    const [summary, record] = await Promise.all([
      useCases.getConcessionSummary(caller, id),
      useCases.getConcession(caller, id),
    ]);
    return summary.ok && record.ok ? { summary: summary.value, record: record.value } : null;
  };

  const dashboardOf = async (c: Ctx, concessionId: string) => {
    const { parsed, filter } = rangeOf(c);
    const dashboard = parsed.ok
      ? await useCases.getDealershipDashboard(
          pageCaller(c, 'statistics.dashboard.read'),
          concessionId,
          parsed.value,
        )
      : null;
    return { parsed, filter, dashboard: dashboard?.ok ? dashboard.value : null };
  };

  const tabView = async (
    c: Ctx,
    area: PlatformArea,
    found: { summary: ConcessionSummary; record: ConcessionRecord },
  ): Promise<DealershipTabView> => {
    const base = `${area}/concessions/${found.summary.id}`;
    const tab = parseDetailTab('dealership', c.req.query('tab'));
    switch (tab) {
      case 'information':
        return { tab };
      case 'dashboard': {
        const { parsed, filter, dashboard } = await dashboardOf(c, found.summary.id);
        return {
          tab,
          dashboard: dashboardViewOf(c, {
            path: base,
            keep: { tab },
            dashboard,
            filter,
            rangeError: parsed.ok ? undefined : parsed.error,
            timeZone: found.record.timeZone,
            csvHref: `${base}/advisors.csv${new URL(c.req.url).search}`,
            memberBase: null,
          }),
        };
      }
      case 'history': {
        const { view } = await historyListOf(
          c,
          useCases.listClientHistory,
          { kind: 'manager' },
          found.summary.id,
        );
        return {
          tab,
          history: {
            ...view,
            basePath: `${base}/history`,
            list: { path: base, keep: { tab } },
            audience: { kind: 'manager' },
          },
        };
      }
    }
  };

  for (const area of PLATFORM_AREAS) {
    router.get(`${area}/concessions/${ID_PARAM}`, async (c) => {
      const found = await load(c);
      if (!found) return c.notFound();
      const flash = c.req.query('flash');
      const view = await tabView(c, area, found);
      return pages.render(
        c,
        dealershipPage(pages.pageContext(c), frameOf(c), {
          ...view,
          area,
          dealership: informationOf(found.summary, found.record),
          canDelete: scopeOf(viewerOf(c).role, 'concessions.delete') !== null,
          flash: FLASHES.find((known) => known === flash)
            ? {
                tone: 'success',
                message: c.get('t')(`dealerships.flash.${flash === 'added' ? 'added' : 'saved'}`),
              }
            : undefined,
        }),
        view.tab === 'dashboard' && view.dashboard.rangeError ? 422 : 200,
      );
    });

    router.get(`${area}/concessions/${ID_PARAM}/advisors.csv`, async (c) => {
      const found = await load(c);
      if (!found) return c.notFound();
      const { dashboard } = await dashboardOf(c, found.summary.id);
      return dashboard ? advisorsCsv(c, dashboard) : c.notFound();
    });

    router.get(`${area}/concessions/${ID_PARAM}/history/:clientId`, async (c) => {
      const found = await load(c);
      const client = found
        ? await useCases.getClientHistory(pageCaller(c, 'clients.read'), c.req.param('clientId'))
        : null;
      // A client of another dealership is not one of this page's.
      if (!found || !client?.ok || client.value.client.concessionId !== found.summary.id) {
        return c.notFound();
      }
      return pages.render(
        c,
        pastClientPage(pages.pageContext(c), frameOf(c), {
          ...pastClientViewOf(c, client.value),
          basePath: `${area}/concessions/${found.summary.id}?tab=history`,
          audience: { kind: 'manager' },
        }),
      );
    });
  }
  return router;
};
