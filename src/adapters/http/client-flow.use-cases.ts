import type { Context } from 'hono';
import type { makeTakeQuestionnaireClient } from '#application/client-flow/take-questionnaire-client.ts';
import type { makeGetPairing } from '#application/client-flow/get-pairing.ts';
import type { makeSaveClientContact } from '#application/client-flow/save-client-contact.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import type { ClientRouteDeps } from './api/clients/clients.routes.ts';
import type { ConcessionRouteDeps } from './api/concessions/concessions.routes.ts';
import type { SellerRouteDeps } from './api/sellers/sellers.routes.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import type { AppEnv } from './env.ts';

/**
 * The core loop's use cases (kiosk questionnaire -> match -> advisor accepts -> outcome), as the
 * composition root hands them to the HTTP application: the API routes and the pages pick theirs.
 */
export type ClientFlowUseCases = Omit<ClientRouteDeps, 'clock'> &
  Omit<SellerRouteDeps, 'clock' | 'clientAddress'> &
  ConcessionRouteDeps & {
    clock: Clock;
    getPairing: ReturnType<typeof makeGetPairing>;
    catalogue: KioskCatalogue;
    takeQuestionnaireClient: ReturnType<typeof makeTakeQuestionnaireClient>;
    saveClientContact: ReturnType<typeof makeSaveClientContact>;
  };

/** A record id in a path or a form field; anything else is not looked up at all. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user of a page as the use cases see them, with the scope the policy table grants
 * for `action` (the role guard has let only the page group's role in).
 */
export const pageCaller = (c: Context<AppEnv>, action: Action) => {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error(`${c.req.path}: a page of the core loop without a viewer`);
  return { actor: viewer, scope: scopeOf(viewer.role, action) ?? ('self' as const) };
};
