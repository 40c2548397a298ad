import { Hono, type Context } from 'hono';
import type { ClientHistoryEntry, PersonRef } from '#application/ports/client-store.port.ts';
import type { PastClient } from '#application/ports/statistics.port.ts';
import { isHistoryStatus } from '#domain/statistics/history.ts';
import { clientsHistoryPage } from '#ui/pages/shared/clients-history.page.tsx';
import type { HistoryAudience, PastClientRow } from '#ui/pages/shared/clients-history-frame.tsx';
import { pastClientPage } from '#ui/pages/shared/past-client.page.tsx';
import { pageCaller, UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import type { PageRenderer } from './render.ts';
import {
  frameOf,
  ID_PARAM,
  rangeOf,
  viewerOf,
  type StatisticsUseCases,
} from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

const PAGE_SIZE = 20;

export const nameOf = (person: PersonRef | null) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || null : null;

export const rowOf = (client: PastClient): PastClientRow => ({
  id: client.id,
  firstName: client.firstName,
  lastName: client.lastName,
  status: client.status,
  seller: nameOf(client.seller),
  sequence: client.sequence,
  createdAt: client.createdAt.toISOString(),
  statusAt: client.statusAt.toISOString(),
});

/** Who made a change, in words: the person, the kiosk's account, or the scheduler. */
export const actorName = (c: Ctx, entry: ClientHistoryEntry) =>
  entry.actor.name ??
  (entry.actor.role === 'system'
    ? c.var.t('clients.actors.system')
    : c.var.t('clients.actors.unknown'));

/**
 * The clients history of docs/spec/product-spec.md section 2, one set of screens for two audiences: the advisor
 * (/seller/clients-history, their own clients) and the dealership's administrator
 * (/admin/clients-history, every advisor, with a filter by advisor).
 */
export const makeHistoryPages = ({
  useCases,
  pages,
}: {
  useCases: Pick<StatisticsUseCases, 'listClientHistory' | 'getClientHistory'>;
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  const audienceOf = (c: Ctx): HistoryAudience => {
    const viewer = viewerOf(c);
    return viewer.role === 'seller'
      ? { kind: 'seller', sellerId: viewer.userId }
      : { kind: 'manager' };
  };

  const list = (basePath: string) => async (c: Ctx) => {
    const audience = audienceOf(c);
    const { parsed, filter } = rangeOf(c);
    const status = c.req.query('status');
    const seller = c.req.query('seller');
    const page = Number(c.req.query('page') ?? '1');
    const chosen = {
      status: isHistoryStatus(status) ? status : undefined,
      seller: audience.kind === 'manager' && seller && UUID.test(seller) ? seller : undefined,
    };
    const history = await useCases.listClientHistory({
      caller: pageCaller(c, 'clients.list'),
      // A mistyped custom range shows its error and the default period meanwhile.
      selection: parsed.ok ? parsed.value : { key: 'last30Days' },
      status: chosen.status,
      sellerId: chosen.seller,
      page: Number.isFinite(page) ? page : 1,
      pageSize: PAGE_SIZE,
    });
    return pages.render(
      c,
      clientsHistoryPage(pages.pageContext(c), frameOf(c), {
        basePath,
        audience,
        timeZone: history.range.timeZone,
        rows: history.rows.map(rowOf),
        filter: { ...filter, ...chosen },
        rangeError: parsed.ok ? undefined : parsed.error,
        period: { firstDay: history.range.firstDay, lastDay: history.range.lastDay },
        sellers: history.sellers.map((person) => ({
          id: person.id,
          name: nameOf(person) ?? person.id,
        })),
        pagination: {
          page: history.page,
          pageCount: history.pageCount,
          pageSize: history.pageSize,
          total: history.total,
        },
      }),
      parsed.ok ? 200 : 422,
    );
  };

  const detail = (basePath: string) => async (c: Ctx) => {
    const found = await useCases.getClientHistory(
      pageCaller(c, 'clients.read'),
      c.req.param('id') ?? '',
    );
    if (!found.ok) return c.notFound();
    const { client, timeline, timeZone } = found.value;
    return pages.render(
      c,
      pastClientPage(pages.pageContext(c), frameOf(c), {
        basePath,
        audience: audienceOf(c),
        timeZone,
        client: { ...rowOf(client), language: client.language, feedback: client.feedback },
        timeline: timeline.map((entry) => ({
          to: entry.to,
          at: entry.at.toISOString(),
          actor: actorName(c, entry),
          ending: entry.ending,
        })),
      }),
    );
  };

  for (const basePath of ['/seller/clients-history', '/admin/clients-history']) {
    router.get(basePath, list(basePath));
    router.get(`${basePath}/${ID_PARAM}`, detail(basePath));
  }
  return router;
};
