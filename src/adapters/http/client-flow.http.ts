import { Hono, type Context } from 'hono';
import { makeClientRoutes } from './api/clients/clients.routes.ts';
import { makeConcessionRoutes } from './api/concessions/concessions.routes.ts';
import { makeSellerRoutes } from './api/sellers/sellers.routes.ts';
import type { ClientFlowUseCases } from './client-flow.use-cases.ts';
import type { AppEnv } from './env.ts';
import { makeAdminClientPages } from './pages/admin-client.pages.ts';
import { makeKioskPages } from './pages/kiosk.pages.ts';
import { makeSellerFocusGuard, makeSellerPages } from './pages/seller.pages.ts';
import type { PageRenderer } from './pages/render.ts';

export { makeSellerFocusGuard };

/** The Clients, Sellers and general-settings calls. */
export const makeClientFlowApi = (
  useCases: ClientFlowUseCases,
  clientAddress: (c: Context<AppEnv>) => string | null,
) => {
  const sellers = makeSellerRoutes({ ...useCases, clientAddress });
  return makeClientRoutes(useCases).route('/', sellers).route('/', makeConcessionRoutes(useCases));
};

/** The kiosk's, the advisor's and the manual pairing pages (mounted after the role guards). */
export const makeClientFlowPages = (useCases: ClientFlowUseCases, pages: PageRenderer) =>
  new Hono<AppEnv>()
    .route('/', makeKioskPages({ useCases, pages }))
    .route('/', makeSellerPages({ useCases, pages }))
    .route('/', makeAdminClientPages({ useCases, pages }));
