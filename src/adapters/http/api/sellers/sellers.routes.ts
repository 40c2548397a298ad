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
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
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

const tags = ['Sellers'];

const listRoute = defineRoute({
  method: 'get',
  path: '/api/sellers',
  tags,
  summary: 'Advisors of the dealerships within reach (available ones unless `all`)',
  action: 'sellers.list',
  request: { query: ListSellersQuery },
  success: { description: 'The advisors, by name', schema: z.array(SellerSchema) },
  errors: [404],
});

const getRoute = defineRoute({
  method: 'get',
  path: '/api/sellers/{id}',
  tags,
  summary: 'One advisor (the card the kiosk shows)',
  action: 'sellers.read',
  request: { params: IdParams },
  success: { description: 'The advisor', schema: SellerSchema },
  errors: [404],
});

const presenceRoute = defineRoute({
  method: 'post',
  path: '/api/sellers/{id}/presence',
  tags,
  summary: 'The seller app’s heartbeat: keeps you available for 2 minutes',
  description:
    'Counts as on site (last connection) when the dealership configured no network or the request comes from one of its egress addresses (docs/spec/decisions.md section 4).',
  action: 'sellers.presence.write',
  request: { params: IdParams },
  success: { description: 'Your card, as it is now', schema: SellerSchema },
  errors: [404],
});

const confirmRoute = defineRoute({
  method: 'post',
  path: '/api/sellers/{id}/confirm-availability',
  tags,
  summary: 'Confirm availability from the link sent when a client waits for you',
  description: 'Refused (409) while you still have a sale to finish.',
  action: 'sellers.availability.confirm',
  request: {
    params: IdParams,
    body: jsonBody(ConfirmAvailabilityBody),
  },
  success: {
    description: 'Your card, and the client waiting for you',
    schema: z.object({ seller: SellerSchema, client: ClientSchema.nullable() }),
  },
  errors: [404, 409],
});

const profileRoute = defineRoute({
  method: 'put',
  path: '/api/sellers/{id}/profile',
  tags,
  summary: 'Save an advisor’s profile: 3 hobbies and experience start dates',
  description:
    'The last onboarding step of a new advisor (allowed before onboarding is done). Every problem is reported under its field.',
  action: 'sellers.profile.write',
  authorization: { allowedDuringOnboarding: true },
  request: { params: IdParams, body: jsonBody(SellerProfileBody) },
  success: { description: 'The advisor', schema: SellerSchema },
  errors: [404, 409],
});

const showEndQuestionnaireRoute = defineRoute({
  method: 'put',
  path: '/api/sellers/{id}/show-end-questionnaire',
  tags,
  summary: 'Hold (or release) yourself on your current client’s end questionnaire',
  action: 'sellers.showEndQuestionnaire.write',
  request: {
    params: IdParams,
    body: jsonBody(ShowEndQuestionnaireBody),
  },
  success: { description: 'Your card', schema: SellerSchema },
  errors: [404],
});

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
