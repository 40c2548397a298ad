import { Hono } from 'hono';
import { sellerStateOf } from '#domain/matching/index.ts';
import { sellerHomePage } from '#ui/pages/seller/home.page.tsx';
import { clientLabel } from '#ui/pages/seller/seller-view.ts';
import { toClientSummaryBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { appLinksFlashOf } from './app-links.pages.ts';
import type { SellerPageContext } from './seller-page-context.ts';

/** Each list shows at most this many clients, newest first. */
const LIST_LIMIT = 100;

/** The advisor's home, /seller: availability, the live lists and the expired-sale dialog. */
export const makeSellerHomePages = (ctx: SellerPageContext) => {
  const { useCases, me } = ctx;
  return new Hono<AppEnv>().get('/seller', async (c) => {
    const caller = pageCaller(c, 'clients.list');
    // One read for both lists: the waiting room (the advisor's own and unassigned clients) and
    // the advisor's current clients; then the advisor (docs/decisions/035-performance-budget.md).
    const listed = await useCases.listClients({
      caller,
      statuses: ['waitingRoom', 'withAdvisor', 'beBack'],
      sellerIds: [me(c), null],
      limit: 2 * LIST_LIMIT,
      offset: 0,
    });
    const seller = await useCases.getSeller(pageCaller(c, 'sellers.read'), me(c));
    const timeZone = ctx.timeZoneOf(c);
    const now = useCases.clock.now();
    const clients = listed.ok ? listed.value : [];
    const summaries = (keep: (client: (typeof clients)[number]) => boolean) =>
      clients
        .filter(keep)
        .slice(0, LIST_LIMIT)
        .map((client) => toClientSummaryBody(client, now));
    const waiting = summaries((client) => client.status === 'waitingRoom');
    const currentClients = summaries(
      (client) =>
        (client.status === 'withAdvisor' || client.status === 'beBack') &&
        client.sellerId === me(c),
    );
    const expired = currentClients.find((client) => client.sale === 'expired');
    const selling = currentClients.some((client) => client.sale === 'active');
    const flash = ctx.flashOf(c) ?? appLinksFlashOf(c);
    return ctx.show(c, sellerHomePage, {
      sellerId: me(c),
      timeZone,
      state: sellerStateOf({
        available: seller.ok && seller.value.available,
        pairable: seller.ok && seller.value.pairable,
        // An expired sale keeps the advisor with their client until it ends (decision 060).
        sale: selling ? 'active' : expired ? 'expired' : 'none',
      }),
      waiting,
      current: currentClients,
      expiredSale: expired
        ? { clientId: expired.id, name: clientLabel(expired, ctx.visitorLabel(c), timeZone) }
        : undefined,
      phone: seller.ok ? seller.value.phone : null,
      flash,
    });
  });
};
