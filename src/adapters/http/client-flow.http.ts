import { Hono, type Context } from 'hono';
import type { makeGetPairing } from '../../application/client-flow/client-use-cases.ts';
import type { Clock } from '../../application/ports/clock.port.ts';
import type { KioskCatalogue } from '../../application/ports/kiosk-catalogue.port.ts';
import { makeClientRoutes, type ClientRouteDeps } from './api/clients/clients.routes.ts';
import {
  makeGeneralSettingsRoutes,
  type GeneralSettingsRouteDeps,
} from './api/concessions/general-settings.routes.ts';
import { makeSellerRoutes, type SellerRouteDeps } from './api/sellers/sellers.routes.ts';
import type { AppEnv } from './env.ts';
import { makeKioskPages } from './pages/kiosk.pages.ts';
import { makeSellerPages } from './pages/seller.pages.ts';
import type { PageRenderer } from './pages/render.ts';

/**
 * The core loop's use cases (kiosk questionnaire -> match -> advisor accepts -> outcome), as the
 * composition root hands them to the HTTP application.
 */
export type ClientFlowUseCases = Omit<ClientRouteDeps, 'clock'> &
  Omit<SellerRouteDeps, 'clock' | 'clientAddress'> &
  GeneralSettingsRouteDeps & {
    clock: Clock;
    getPairing: ReturnType<typeof makeGetPairing>;
    catalogue: KioskCatalogue;
  };

/** The Clients, Sellers and general-settings calls. */
export const makeClientFlowApi = (
  useCases: ClientFlowUseCases,
  clientAddress: (c: Context<AppEnv>) => string | null,
) => {
  const sellers = makeSellerRoutes({ ...useCases, clientAddress });
  return makeClientRoutes(useCases)
    .route('/', sellers)
    .route('/', makeGeneralSettingsRoutes(useCases));
};

/** The kiosk's and the advisor's pages (mounted after the role guards). */
export const makeClientFlowPages = (useCases: ClientFlowUseCases, pages: PageRenderer) =>
  new Hono<AppEnv>()
    .route('/', makeKioskPages({ useCases, pages }))
    .route('/', makeSellerPages({ useCases, pages }));
