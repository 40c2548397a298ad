import { Hono, type Context } from 'hono';
import type { ClientHistoryEntry, PersonRef } from '#application/ports/client-store.port.ts';
import type { PastClient } from '#application/ports/statistics.port.ts';
import { isHistoryStatus } from '#domain/statistics/history.ts';
import { clientsHistoryPage } from '#ui/pages/shared/clients-history.page.tsx';
import type {
  ClientsHistoryView,
  HistoryAudience,
  PastClientRow,
  PastClientView,
} from '#ui/pages/shared/clients-history-frame.tsx';
import type { PastClientDetails } from '#application/statistics/get-client-history.ts';
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

const nameOf = (person: PersonRef | null) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || null : null;

const rowOf = (client: PastClient): PastClientRow => ({
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
const actorName = (c: Ctx, entry: ClientHistoryEntry) =>
  entry.actor.name ??
  (entry.actor.role === 'system'
    ? c.get('t')('clients.actors.system')
    : c.get('t')('clients.actors.unknown'));

/**
 * The history list a request asks for (`?range=&status=&seller=&page=`), as the table shows it;
 * `ok` is false when the period was mistyped (its error shown, the default period meanwhile).
 * `concessionId`: one dealership of the caller's scope (the platform's dealership page).
 */
export const historyListOf = async (
  c: Ctx,
  listClientHistory: StatisticsUseCases['listClientHistory'],
  audience: HistoryAudience,
  concessionId?: string,
): Promise<{ ok: boolean; view: Omit<ClientsHistoryView, 'basePath' | 'audience'> }> => {
  const { parsed, filter } = rangeOf(c);
  const status = c.req.query('status');
  const seller = c.req.query('seller');
  const page = Number(c.req.query('page') ?? '1');
  const chosen = {
    status: isHistoryStatus(status) ? status : undefined,
    seller: audience.kind === 'manager' && seller && UUID.test(seller) ? seller : undefined,
  };
  const history = await listClientHistory({
    caller: pageCaller(c, 'clients.list'),
    // A mistyped custom range shows its error and the default period meanwhile.
    selection: parsed.ok ? parsed.value : { key: 'last30Days' },
    status: chosen.status,
    sellerId: chosen.seller,
    ...(concessionId ? { concessionId } : {}),
    page: Number.isFinite(page) ? page : 1,
    pageSize: PAGE_SIZE,
  });
  return {
    ok: parsed.ok,
    view: {
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
    },
  };
};

/** A past client's summary and timeline, as its page shows them. */
export const pastClientViewOf = (
  c: Ctx,
  { client, timeline, timeZone }: PastClientDetails,
): Omit<PastClientView, 'basePath' | 'audience'> => ({
  timeZone,
  client: { ...rowOf(client), language: client.language, feedback: client.feedback },
  timeline: timeline.map((entry) => ({
    to: entry.to,
    at: entry.at.toISOString(),
    actor: actorName(c, entry),
    ending: entry.ending,
  })),
});

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
    const { ok, view } = await historyListOf(c, useCases.listClientHistory, audience);
    return pages.render(
      c,
      clientsHistoryPage(pages.pageContext(c), frameOf(c), { ...view, basePath, audience }),
      ok ? 200 : 422,
    );
  };

  const detail = (basePath: string) => async (c: Ctx) => {
    const found = await useCases.getClientHistory(
      pageCaller(c, 'clients.read'),
      c.req.param('id') ?? '',
    );
    if (!found.ok) return c.notFound();
    return pages.render(
      c,
      pastClientPage(pages.pageContext(c), frameOf(c), {
        ...pastClientViewOf(c, found.value),
        basePath,
        audience: audienceOf(c),
      }),
    );
  };

  for (const basePath of ['/seller/clients-history', '/admin/clients-history']) {
    router.get(basePath, list(basePath));
    router.get(`${basePath}/${ID_PARAM}`, detail(basePath));
  }
  return router;
};
