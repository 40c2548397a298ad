import type { Context } from 'hono';
import type { Clock } from '../../application/ports/clock.port.ts';
import { makeClientRoutes, type ClientRouteDeps } from './api/clients/clients.routes.ts';
import {
  makeGeneralSettingsRoutes,
  type GeneralSettingsRouteDeps,
} from './api/concessions/general-settings.routes.ts';
import { makeSellerRoutes, type SellerRouteDeps } from './api/sellers/sellers.routes.ts';
import type { AppEnv } from './env.ts';

/**
 * The core loop's use cases (kiosk questionnaire -> match -> advisor accepts -> outcome), as the
 * composition root hands them to the HTTP application.
 */
export type ClientFlowUseCases = Omit<ClientRouteDeps, 'clock'> &
  Omit<SellerRouteDeps, 'clock' | 'clientAddress'> &
  GeneralSettingsRouteDeps & { clock: Clock };

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
