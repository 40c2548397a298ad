import { Hono, type Context } from 'hono';
import { confirmAvailabilityPage } from '#ui/pages/seller/confirm-availability.page.tsx';
import { clientLabel } from '#ui/pages/seller/seller-view.ts';
import { clientsErrorMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { pageCaller, UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import type { SellerPageContext } from './seller-page-context.ts';

/** The availability confirmation link texted to an advisor a client waits for (docs/spec/decisions.md section 4). */
export const makeSellerAvailabilityPages = (ctx: SellerPageContext) => {
  const { useCases, me, show } = ctx;
  const router = new Hono<AppEnv>();

  /** The page names the client who waits, when the advisor may read them (issue 13). */
  const confirmPage = async (c: Context<AppEnv>, clientId: string | null, error?: string) => {
    const found = clientId ? await ctx.clientOf(c, clientId) : null;
    const client = found?.details.client;
    const clientName = client
      ? clientLabel(
          { ...client, createdAt: client.createdAt.toISOString() },
          ctx.visitorLabel(c),
          ctx.timeZoneOf(c),
        )
      : undefined;
    return show(c, confirmAvailabilityPage, { clientId, clientName, error }, error ? 409 : 200);
  };

  router.get('/seller/confirm-availability', (c) => {
    const clientId = c.req.query('clientId');
    return confirmPage(c, clientId && UUID.test(clientId) ? clientId : null);
  });

  router.post('/seller/confirm-availability', async (c) => {
    const body = await c.req.parseBody();
    const clientId =
      typeof body.clientId === 'string' && UUID.test(body.clientId) ? body.clientId : null;
    const confirmed = await useCases.confirmAvailability({
      caller: pageCaller(c, 'sellers.availability.confirm'),
      sellerId: me(c),
      address: null,
      clientId: clientId ?? undefined,
    });
    if (!confirmed.ok) {
      return confirmPage(c, clientId, clientsErrorMessage(c.get('t'), confirmed.error));
    }
    const client = confirmed.value.client;
    return c.redirect(client ? `/seller/client/${client.id}` : '/seller', 303);
  });

  return router;
};
