import type { makeGetConcession } from '#application/concessions/get-concession.ts';
import type { makeListManufacturers } from '#application/concessions/list-manufacturers.ts';
import type { makeUpdateConfiguration } from '#application/concessions/update-configuration.ts';
import type { makeUpdateInformation } from '#application/concessions/update-information.ts';
import type { makeUpdateNetworks } from '#application/concessions/update-networks.ts';
import type { makeUpdateSellerCard } from '#application/concessions/update-seller-card.ts';
import { ok } from '#domain/shared/result.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody, multipartBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond, respondConfiguration, respondInformation } from './concessions.errors.ts';
import {
  ConcessionSchema,
  ConfigurationBody,
  InformationForm,
  ManufacturerSchema,
  NetworksBody,
  SellerCardBody,
  toConcessionBody,
  toManufacturersBody,
  informationOf,
} from './settings.schemas.ts';
import { z } from '@hono/zod-openapi';

export type ConcessionSettingsRouteDeps = {
  getConcession: ReturnType<typeof makeGetConcession>;
  updateInformation: ReturnType<typeof makeUpdateInformation>;
  updateConfiguration: ReturnType<typeof makeUpdateConfiguration>;
  updateNetworks: ReturnType<typeof makeUpdateNetworks>;
  updateSellerCard: ReturnType<typeof makeUpdateSellerCard>;
  listManufacturers: ReturnType<typeof makeListManufacturers>;
};

const concessions = apiRoutes('Concessions');
const record = { description: 'The dealership', schema: ConcessionSchema };
// The set-up steps are what the owner's onboarding asks for: allowed while it is owed.
const duringSetUp = { allowedDuringOnboarding: true } as const;

const getRoute = concessions.get('/api/concessions/{id}', 'concessions.read', {
  summary: 'The dealership’s record: information, configuration, networks and set-up flags',
  success: record,
});

const informationRoute = concessions.put('/api/concessions/{id}', 'concessions.update', {
  summary:
    'Change the information (name, phone (xxx) xxx-xxxx, address, languages) and optionally the logo; sets infoValidated',
  authorization: duringSetUp,
  request: { body: multipartBody(InformationForm) },
  success: record,
  errors: [413, 415],
});

const configurationRoute = concessions.put(
  '/api/concessions/{id}/configuration',
  'concessions.settings.write',
  {
    summary:
      'Change the manufacturers, the owner account’s contact email and the stations in use; sets configurationValidated (passwords and general settings have their own calls)',
    authorization: duringSetUp,
    request: { body: jsonBody(ConfigurationBody) },
    success: record,
    errors: [409],
  },
);

const networksRoute = concessions.put(
  '/api/concessions/{id}/networks',
  'concessions.settings.write',
  {
    summary:
      'Change the staff wifi networks and the egress addresses that count as on site; sets connectionValidated',
    authorization: duringSetUp,
    request: { body: jsonBody(NetworksBody) },
    success: record,
  },
);

const sellerCardRoute = concessions.put(
  '/api/concessions/{id}/seller-cards-personalization',
  'concessions.settings.write',
  {
    summary: 'Choose what the kiosk’s advisor card shows',
    authorization: duringSetUp,
    request: { body: jsonBody(SellerCardBody) },
    success: record,
  },
);

const manufacturersRoute = apiRoutes('Manufacturers').get(
  '/api/manufacturers',
  'manufacturers.read',
  {
    summary: 'The catalogue’s manufacturers, by name',
    success: { description: 'The manufacturers', schema: z.array(ManufacturerSchema) },
  },
);

/** The dealership's record and its settings tabs (docs/decisions/061-063). */
export const makeConcessionSettingsRoutes = (deps: ConcessionSettingsRouteDeps) =>
  createApiRouter()
    .openapi(manufacturersRoute, async (c) =>
      respond(c, ok(await deps.listManufacturers()), toManufacturersBody),
    )
    .openapi(getRoute, async (c) =>
      respond(c, await deps.getConcession(callerOf(c), c.req.valid('param').id), toConcessionBody),
    )
    .openapi(informationRoute, async (c) => {
      const form = c.req.valid('form');
      const { logo } = form;
      const bytes = logo ? new Uint8Array(await logo.arrayBuffer()) : undefined;
      const result = await deps.updateInformation(callerOf(c), c.req.valid('param').id, {
        ...informationOf(form),
        logo: bytes,
      });
      return respondInformation(c, result, toConcessionBody);
    })
    .openapi(configurationRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.updateConfiguration(callerOf(c), c.req.valid('param').id, {
        manufacturerIds: body.manufacturers,
        ownerContactEmail: body.ownerContactEmail,
        stationConfiguration: body.stationConfiguration,
      });
      return respondConfiguration(c, result, toConcessionBody);
    })
    .openapi(networksRoute, async (c) => {
      const result = await deps.updateNetworks(
        callerOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return respond(c, result, toConcessionBody);
    })
    .openapi(sellerCardRoute, async (c) => {
      const result = await deps.updateSellerCard(
        callerOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return respond(c, result, toConcessionBody);
    });
