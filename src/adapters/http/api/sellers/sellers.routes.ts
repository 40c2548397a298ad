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
import { HOBBIES } from '#domain/access/hobbies.ts';
import { DESCRIPTOR_KEYS } from '#domain/psychometrics/index.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { clientsError } from '#adapters/http/api/clients/clients.errors.ts';
import { ClientSchema, toClientBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { sellerProfileError } from './seller-profile.errors.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { text } from '#adapters/http/validation/text.ts';

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
const Timestamp = z.iso.datetime({ offset: true });
const YearMonth = z.object({
  year: z.number().int().nullable(),
  month: z.number().int().min(1).max(12).nullable(),
});

const SellerSchema = z
  .object({
    id: z.uuid(),
    concession: z.uuid(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    photo: z.string().nullable().openapi({ description: 'URL of the profile picture' }),
    hobbies: z.array(z.string()),
    spokenLanguages: z.array(z.enum(LANGUAGES)),
    experience: z.object({
      carSellerStartedAt: YearMonth,
      concessionSellerStartedAt: YearMonth,
    }),
    yearsOfExperience: z.number().int().nullable(),
    yearsInDealership: z.number().int().nullable(),
    profileNumber: z.number().int().nullable(),
    descriptors: z.array(z.enum(DESCRIPTOR_KEYS)),
    statisticsStatus: z.enum(['notGranted', 'requested', 'granted']),
    showEndQuestionnaire: z.boolean(),
    signedContract: z.boolean(),
    lastConnection: Timestamp.nullable().openapi({
      description: 'The last heartbeat from the dealership’s network',
    }),
    connected: z.boolean().openapi({ description: 'A heartbeat in the last 2 minutes' }),
    available: z
      .boolean()
      .openapi({ description: 'Can be given a client now (docs/spec/decisions.md section 4)' }),
  })
  .openapi('Seller');

const toSellerBody = (seller: SellerView) => ({
  id: seller.id,
  concession: seller.concessionId,
  name: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
  firstName: seller.firstName,
  lastName: seller.lastName,
  photo: seller.picturePath ? uploadUrl(seller.picturePath) : null,
  hobbies: [...seller.hobbies],
  spokenLanguages: [...seller.spokenLanguages],
  experience: {
    carSellerStartedAt: seller.carSellerStarted,
    concessionSellerStartedAt: seller.concessionSellerStarted,
  },
  yearsOfExperience: seller.yearsOfExperience,
  yearsInDealership: seller.yearsInDealership,
  profileNumber: seller.profileNumber,
  descriptors: [...seller.descriptors],
  statisticsStatus: seller.statisticsStatus,
  showEndQuestionnaire: seller.showEndQuestionnaire,
  signedContract: seller.signedContract,
  lastConnection: seller.lastOnSiteHeartbeatAt?.toISOString() ?? null,
  connected: seller.connected,
  available: seller.available,
});

const repeatedIds = z
  .union([z.uuid(), z.array(z.uuid())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional()
  .openapi({ description: 'Only these advisors (repeat the parameter)' });

const ListSellersQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .openapi({ description: 'Every advisor; by default only those available now' }),
  concession: z.uuid().optional().openapi({ description: 'One dealership among those reached' }),
  ids: repeatedIds,
});

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
    body: jsonBody(z.object({ clientId: z.uuid().optional() }).strict()),
  },
  success: {
    description: 'Your card, and the client waiting for you',
    schema: z.object({ seller: SellerSchema, client: ClientSchema.nullable() }),
  },
  errors: [404, 409],
});

// The domain checks every rule (decision 021), so a wrong year or hobby gets its message by field.
const StartMonthInput = z.object({
  year: z.number().nullable().openapi({ description: 'From 1950 to this year' }),
  month: z.number().nullable().openapi({ description: '1 to 12' }),
});
const SellerProfileBody = z
  .object({
    experience: z.object({
      carSellerStartedAt: StartMonthInput,
      concessionSellerStartedAt: StartMonthInput.openapi({
        description: 'Not before carSellerStartedAt; neither date in the future',
      }),
    }),
    hobbies: z
      .array(text({ max: 40 }))
      .max(HOBBIES.length)
      .openapi({ description: `Exactly 3 of: ${HOBBIES.join(', ')}` }),
    signedContract: z.boolean().optional().openapi({
      description:
        'Must match the account: the contract is signed with PUT /api/users/{id}/contract',
    }),
  })
  .openapi('SellerProfileUpdate', {
    example: {
      experience: {
        carSellerStartedAt: { year: 2015, month: 4 },
        concessionSellerStartedAt: { year: 2021, month: 9 },
      },
      hobbies: ['music', 'travel', 'cooking'],
    },
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
    body: jsonBody(
      z
        .object({ showEndQuestionnaire: z.boolean() })
        .openapi('ShowEndQuestionnaire', { example: { showEndQuestionnaire: true } }),
    ),
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
        ...(query.concession ? { concession: query.concession } : {}),
        ...(query.ids ? { ids: query.ids } : {}),
      });
      return result.ok
        ? c.json({ data: result.value.map(toSellerBody) }, 200)
        : clientsError(c, result.error);
    })
    .openapi(getRoute, async (c) => {
      const result = await deps.getSeller(callerOf(c), c.req.valid('param').id);
      return result.ok
        ? c.json({ data: toSellerBody(result.value) }, 200)
        : clientsError(c, result.error);
    })
    .openapi(presenceRoute, async (c) => {
      const result = await deps.recordPresence({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        address: deps.clientAddress(c),
      });
      return result.ok
        ? c.json({ data: toSellerBody(result.value) }, 200)
        : clientsError(c, result.error);
    })
    .openapi(confirmRoute, async (c) => {
      const { clientId } = c.req.valid('json');
      const result = await deps.confirmAvailability({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        address: deps.clientAddress(c),
        ...(clientId ? { clientId } : {}),
      });
      if (!result.ok) return clientsError(c, result.error);
      const { seller, client } = result.value;
      return c.json(
        {
          data: {
            seller: toSellerBody(seller),
            client: client ? toClientBody(client, deps.clock.now()) : null,
          },
        },
        200,
      );
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
      return result.ok
        ? c.json({ data: toSellerBody(result.value) }, 200)
        : sellerProfileError(c, result.error);
    })
    .openapi(showEndQuestionnaireRoute, async (c) => {
      const result = await deps.setShowEndQuestionnaire({
        caller: callerOf(c),
        sellerId: c.req.valid('param').id,
        showEndQuestionnaire: c.req.valid('json').showEndQuestionnaire,
      });
      return result.ok
        ? c.json({ data: toSellerBody(result.value) }, 200)
        : sellerProfileError(c, result.error);
    });
