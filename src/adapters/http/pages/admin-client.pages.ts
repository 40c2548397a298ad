import { Hono, type Context } from 'hono';
import { stateOf } from '#application/client-flow/common.ts';
import type { ClientDetails } from '#application/client-flow/get-client.ts';
import { availableEvents, saleStateOf, type SaleState } from '#domain/client-flow/index.ts';
import { SELLER_STATE_ORDER, sellerStateOf } from '#domain/matching/index.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { adminClientPage, type PairingSeller } from '#ui/pages/admin/client.page.tsx';
import { clientLabel } from '#ui/pages/seller/seller-view.ts';
import { clientsErrorMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { pageCaller, UUID, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { dealershipTimeZone } from './dealership-time-zone.ts';
import { historyView } from './client-history-view.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type AdminClientPageDeps = {
  useCases: Pick<
    ClientFlowUseCases,
    'getClient' | 'listClients' | 'listSellers' | 'getPairing' | 'setSeller' | 'clock'
  >;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;

const viewerOf = (c: Ctx) => {
  const viewer = c.get('viewer');
  // The role guard let only the page group's role in.
  if (!viewer) throw new Error('manager page without a viewer');
  return viewer;
};

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * The manual pairing screen (docs/spec/product-spec.md section 2, /admin/client/{id}): the client's summary and
 * history, and the dealership's advisors to pair them with (`PUT /api/clients/{id}/seller`'s use
 * case). Owners may pair too (docs/spec/decisions.md section 5), so the same page answers /owner/client/{id}.
 */
export const makeAdminClientPages = ({ useCases, pages }: AdminClientPageDeps) => {
  const router = new Hono<AppEnv>();

  const detailsOf = async (c: Ctx) => {
    const id = c.req.param('id');
    if (!id || !UUID.test(id)) return null;
    const result = await useCases.getClient(pageCaller(c, 'clients.read'), id);
    return result.ok ? result.value : null;
  };

  /**
   * Every advisor of the dealership with their state (docs/spec/decisions.md section 4): available ones
   * first, best match first when the client's profile is known, then those with a client, then
   * those away, by name.
   */
  const sellersFor = async (c: Ctx, details: ClientDetails): Promise<PairingSeller[]> => {
    const now = useCases.clock.now();
    const sellers = await useCases.listSellers({
      caller: pageCaller(c, 'sellers.list'),
      all: true,
      concession: details.client.concessionId,
    });
    const sales = await useCases.listClients({
      caller: pageCaller(c, 'clients.list'),
      concession: details.client.concessionId,
      statuses: ['withAdvisor'],
      limit: 200,
      offset: 0,
    });
    const pairing = details.client.status
      ? await useCases.getPairing(pageCaller(c, 'clients.matches.read'), details.client.id)
      : null;
    const saleOf = new Map<string, SaleState>();
    for (const client of sales.ok ? sales.value : []) {
      if (client.sellerId) saleOf.set(client.sellerId, saleStateOf(client, now));
    }
    const scoreOf = new Map(
      (pairing?.ok ? pairing.value.plan.ranking : []).map((entry) => [
        entry.seller.id,
        entry.score,
      ]),
    );
    const listed = (sellers.ok ? sellers.value : []).map((seller) => ({
      id: seller.id,
      name: nameOf(seller) || seller.id,
      state: sellerStateOf({
        available: seller.available,
        sale: saleOf.get(seller.id) ?? 'none',
        pairable: seller.pairable,
      }),
      score: seller.available ? (scoreOf.get(seller.id) ?? null) : null,
    }));
    return listed.sort(
      (a, b) =>
        SELLER_STATE_ORDER[a.state] - SELLER_STATE_ORDER[b.state] ||
        (b.score ?? -1) - (a.score ?? -1) ||
        a.name.localeCompare(b.name),
    );
  };

  const render = async (
    c: Ctx,
    base: string,
    details: ClientDetails,
    extra: { error?: string; flash?: Flash } = {},
  ) => {
    const viewer = viewerOf(c);
    const now = useCases.clock.now();
    const timeZone = dealershipTimeZone(viewer);
    const { client } = details;
    const visitor = c.get('t')('seller.home.visitor', { time: '{{time}}' });
    return pages.render(
      c,
      adminClientPage(pages.pageContext(c), layoutFrame(viewer, c.req.path, c.get('t')), {
        base,
        timeZone,
        client: {
          id: client.id,
          name: clientLabel(
            { ...client, createdAt: client.createdAt.toISOString() },
            visitor,
            timeZone,
          ),
          status: client.status,
          sale: saleStateOf(client, now),
          sequence: client.sequence,
          language: client.language,
          createdAt: client.createdAt.toISOString(),
          seller: client.seller ? { id: client.seller.id, name: nameOf(client.seller) } : null,
          selectionMode: client.selectionMode,
          matchScore: client.matchScore,
          holdExpiresAt: client.holdExpiresAt?.toISOString() ?? null,
        },
        sellers: await sellersFor(c, details),
        // A client may be paired while their questionnaire is completed or they wait (decision
        // 020): the status machine says when.
        pairable: availableEvents(stateOf(client), viewer, now).has('assignSeller'),
        history: historyView(details, c.get('t')),
        ...extra,
      }),
      extra.error ? 422 : 200,
    );
  };

  for (const base of ['/admin', '/owner']) {
    router.get(`${base}/client/:id`, async (c) => {
      const details = await detailsOf(c);
      if (!details) return c.notFound();
      const flash: Flash | undefined =
        c.req.query('flash') === 'paired'
          ? { tone: 'success', message: c.get('t')('clients.pairing.paired') }
          : undefined;
      return render(c, base, details, { flash });
    });

    router.post(`${base}/client/:id/seller`, async (c) => {
      const details = await detailsOf(c);
      if (!details) return c.notFound();
      const body = await c.req.parseBody();
      const sellerId = typeof body.seller === 'string' ? body.seller : '';
      if (!UUID.test(sellerId)) {
        return render(c, base, details, { error: c.get('t')('clients.pairing.chooseSeller') });
      }
      const paired = await useCases.setSeller({
        caller: pageCaller(c, 'clients.seller.set'),
        clientId: details.client.id,
        sellerId,
      });
      if (paired.ok) return c.redirect(`${base}/client/${details.client.id}?flash=paired`, 303);
      const fresh = (await detailsOf(c)) ?? details;
      return render(c, base, fresh, {
        error: clientsErrorMessage(c.get('t'), paired.error) ?? c.get('t')('api.validation'),
      });
    });
  }

  return router;
};
