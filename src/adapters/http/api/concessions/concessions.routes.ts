import type { makeGetGeneralSettings } from '#application/concessions/get-general-settings.ts';
import type { makeUpdateGeneralSettings } from '#application/concessions/update-general-settings.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './concessions.errors.ts';
import { SettingsBody, SettingsSchema, toSettingsBody } from './concessions.schemas.ts';

export type ConcessionRouteDeps = {
  getGeneralSettings: ReturnType<typeof makeGetGeneralSettings>;
  updateGeneralSettings: ReturnType<typeof makeUpdateGeneralSettings>;
};

const concessions = apiRoutes('Concessions');
const settings = { description: 'The settings', schema: SettingsSchema };

const getRoute = concessions.get('/api/concessions/{id}/general-settings', 'concessions.read', {
  summary: 'The dealership’s general settings (advisor choice mode, sale hold, delays)',
  success: settings,
});

const putRoute = concessions.put(
  '/api/concessions/{id}/general-settings',
  'concessions.settings.write',
  {
    summary: 'Change the advisor choice mode, sale hold and delays (the fields sent)',
    // Part of the owner's configuration step (decision 061): allowed while set-up is owed.
    authorization: { allowedDuringOnboarding: true },
    request: { body: jsonBody(SettingsBody) },
    success: settings,
  },
);

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
