import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { makeConfirmAvailability } from '#application/sellers/confirm-availability.ts';
import type { makeGetSeller } from '#application/sellers/get-seller.ts';
import type { makeListSellers } from '#application/sellers/list-sellers.ts';
import type { makeRecordPresence } from '#application/sellers/record-presence.ts';
import type { SellerView } from '#application/sellers/seller-view.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { makeSetShowEndQuestionnaire } from '#application/sellers/set-show-end-questionnaire.ts';
import type { makeUpdateSellerProfile } from '#application/sellers/update-profile.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
// Availability calls refuse with the client flow's errors; the profile's have their own table.
import { respond as respondAvailability } from '#adapters/http/api/clients/clients.errors.ts';
import { ClientSchema, toClientBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './sellers.errors.ts';
import {
  ConfirmAvailabilityBody,
  ListSellersQuery,
  SellerProfileBody,
  SellerSchema,
  ShowEndQuestionnaireBody,
  toSellerBody,
} from './sellers.schemas.ts';

export type SellerRouteDeps = {
  listSellers: ReturnType<typeof makeListSellers>;
  getSeller: ReturnType<typeof makeGetSeller>;
  recordPresence: ReturnType<typeof makeRecordPresence>;
  confirmAvailability: ReturnType<typeof makeConfirmAvailability>;
  updateSellerProfile: ReturnType<typeof makeUpdateSellerProfile>;
  setShowEndQuestionnaire: ReturnType<typeof makeSetShowEndQuestionnaire>;
  /** The caller's IP address (decides whether a heartbeat is on site). */
  clientAddress: (c: Context<AppEnv>) => string | null;
  clock: Clock;
};

const sellers = apiRoutes('Sellers');

const listRoute = sellers.get('/api/sellers', 'sellers.list', {
  summary: 'Advisors of the dealerships within reach (available ones unless `all`)',
  request: { query: ListSellersQuery },
  success: { description: 'The advisors, by name', schema: z.array(SellerSchema) },
  errors: [404],
});

const getRoute = sellers.get('/api/sellers/{id}', 'sellers.read', {
  summary: 'One advisor (the card the kiosk shows)',
  success: { description: 'The advisor', schema: SellerSchema },
});

const presenceRoute = sellers.post('/api/sellers/{id}/presence', 'sellers.presence.write', {
  summary: 'The seller app’s heartbeat: keeps you available for 2 minutes',
  description:
    'Counts as on site (last connection) when the dealership configured no network or the request comes from one of its egress addresses (docs/spec/decisions.md section 4).',
  success: { description: 'Your card, as it is now', schema: SellerSchema },
});

const confirmRoute = sellers.post(
  '/api/sellers/{id}/confirm-availability',
  'sellers.availability.confirm',
  {
    summary: 'Confirm availability from the link sent when a client waits for you',
    description: 'Refused (409) while you still have a sale to finish.',
    request: { body: jsonBody(ConfirmAvailabilityBody) },
    success: {
      description: 'Your card, and the client waiting for you',
      schema: z.object({ seller: SellerSchema, client: ClientSchema.nullable() }),
    },
    errors: [409],
  },
);

const profileRoute = sellers.put('/api/sellers/{id}/profile', 'sellers.profile.write', {
  summary: 'Save an advisor’s profile: 3 hobbies and experience start dates',
  description:
    'The last onboarding step of a new advisor (allowed before onboarding is done). Every problem is reported under its field.',
  authorization: { allowedDuringOnboarding: true },
  request: { body: jsonBody(SellerProfileBody) },
  success: { description: 'The advisor', schema: SellerSchema },
  errors: [409],
});

const showEndQuestionnaireRoute = sellers.put(
  '/api/sellers/{id}/show-end-questionnaire',
  'sellers.showEndQuestionnaire.write',
  {
    summary: 'Hold (or release) yourself on your current client’s end questionnaire',
    request: { body: jsonBody(ShowEndQuestionnaireBody) },
    success: { description: 'Your card', schema: SellerSchema },
  },
);

export const makeSellerRoutes = (deps: SellerRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const result = await deps.listSellers({
        caller: callerOf(c),
        all: query.all,
        concession: query.concession,
        ids: query.ids,
      });
      return respondAvailability(c, result, (sellers: SellerView[]) => sellers.map(toSellerBody));
    })
    .openapi(getRoute, async (c) => {
      const result = await deps.getSeller(callerOf(c), c.req.valid('param').id);
      return respondAvailability(c, result, toSellerBody);
    })
    .openapi(presenceRoute, async (c) => {
      const result = await deps.recordPresence({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        address: deps.clientAddress(c),
      });
      return respondAvailability(c, result, toSellerBody);
    })
    .openapi(confirmRoute, async (c) => {
      const { clientId } = c.req.valid('json');
      const result = await deps.confirmAvailability({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        address: deps.clientAddress(c),
        clientId,
      });
      return respondAvailability(c, result, ({ seller, client }) => ({
        seller: toSellerBody(seller),
        client: client ? toClientBody(client, deps.clock.now()) : null,
      }));
    })
    .openapi(profileRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.updateSellerProfile({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        hobbies: body.hobbies,
        experience: body.experience,
        signedContract: body.signedContract,
      });
      return respond(c, result, toSellerBody);
    })
    .openapi(showEndQuestionnaireRoute, async (c) => {
      const result = await deps.setShowEndQuestionnaire({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        showEndQuestionnaire: c.req.valid('json').showEndQuestionnaire,
      });
      return respond(c, result, toSellerBody);
    });
