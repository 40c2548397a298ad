import { Hono } from 'hono';
import { sellerStateOf } from '#domain/matching/index.ts';
import { sellerHomePage } from '#ui/pages/seller/home.page.tsx';
import { clientLabel } from '#ui/pages/seller/seller-view.ts';
import { toClientBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import type { SellerPageContext } from './seller-page-context.ts';

/** The advisor's home, /seller: availability, the live lists and the expired-sale dialog. */
export const makeSellerHomePages = (ctx: SellerPageContext) => {
  const { useCases, me } = ctx;
  return new Hono<AppEnv>().get('/seller', async (c) => {
    const caller = pageCaller(c, 'clients.list');
    const waiting = await useCases.listClients({
      caller,
      statuses: ['waitingRoom'],
      sellerIds: [me(c), null],
      limit: 100,
      offset: 0,
    });
    const current = await useCases.listClients({
      caller,
      statuses: ['withAdvisor', 'beBack'],
      sellerIds: [me(c)],
      limit: 100,
      offset: 0,
    });
    const seller = await useCases.getSeller(pageCaller(c, 'sellers.read'), me(c));
    const timeZone = await ctx.timeZoneOf(c);
    const now = useCases.clock.now();
    const summaries = (result: typeof waiting) =>
      result.ok ? result.value.map((client) => toClientBody(client, now)) : [];
    const currentClients = summaries(current);
    const expired = currentClients.find((client) => client.sale === 'expired');
    const selling = currentClients.some((client) => client.sale === 'active');
    const flash = ctx.flashOf(c);
    return ctx.show(c, sellerHomePage, {
      sellerId: me(c),
      timeZone,
      state: sellerStateOf({
        available: seller.ok && seller.value.available,
        sale: selling ? 'active' : 'none',
      }),
      waiting: summaries(waiting),
      current: currentClients,
      expiredSale: expired
        ? { clientId: expired.id, name: clientLabel(expired, ctx.visitorLabel(c), timeZone) }
        : undefined,
      flash,
    });
  });
};
