import type { makeGetGeneralSettings } from '#application/concessions/get-general-settings.ts';
import type { makeUpdateGeneralSettings } from '#application/concessions/update-general-settings.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { respond } from './concessions.errors.ts';
import { SettingsBody, SettingsSchema, toSettingsBody } from './concessions.schemas.ts';

export type ConcessionRouteDeps = {
  getGeneralSettings: ReturnType<typeof makeGetGeneralSettings>;
  updateGeneralSettings: ReturnType<typeof makeUpdateGeneralSettings>;
};

const getRoute = defineRoute({
  method: 'get',
  path: '/api/concessions/{id}/general-settings',
  tags: ['Concessions'],
  summary: 'The dealership’s general settings (advisor choice mode, sale hold, delays)',
  action: 'concessions.read',
  request: { params: IdParams },
  success: { description: 'The settings', schema: SettingsSchema },
  errors: [404],
});

const putRoute = defineRoute({
  method: 'put',
  path: '/api/concessions/{id}/general-settings',
  tags: ['Concessions'],
  summary: 'Change the advisor choice mode, sale hold and delays (the fields sent)',
  action: 'concessions.settings.write',
  request: {
    params: IdParams,
    body: jsonBody(SettingsBody),
  },
  success: { description: 'The settings', schema: SettingsSchema },
  errors: [404],
});

/** A dealership's general settings (the stations' passwords are in the passwords module). */
export const makeConcessionRoutes = (deps: ConcessionRouteDeps) =>
  createApiRouter()
    .openapi(getRoute, async (c) => {
      const result = await deps.getGeneralSettings(callerOf(c), c.req.valid('param').id);
      return respond(c, result, toSettingsBody);
    })
    .openapi(putRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await deps.updateGeneralSettings(callerOf(c), id, c.req.valid('json'));
      return respond(c, result, toSettingsBody);
    });
