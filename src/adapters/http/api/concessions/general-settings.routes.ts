import { z } from '@hono/zod-openapi';
import type { makeGetGeneralSettings } from '#application/concessions/get-general-settings.ts';
import type { makeUpdateGeneralSettings } from '#application/concessions/update-general-settings.ts';
import type { ConcessionSettings } from '#application/ports/concession-settings.port.ts';
import { SELLER_CHOICE_MODES } from '#domain/client-flow/index.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { clientsError } from '#adapters/http/api/clients/clients.errors.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';

export type GeneralSettingsRouteDeps = {
  getGeneralSettings: ReturnType<typeof makeGetGeneralSettings>;
  updateGeneralSettings: ReturnType<typeof makeUpdateGeneralSettings>;
};

const Weeks = z.number().int().min(1).max(100);
const fields = {
  sellerChoiceMode: z.enum(SELLER_CHOICE_MODES).openapi({
    description:
      'clientChoosesBetweenTwo (default): the kiosk shows the 2 best available advisors; bestMatch: the single best; advisorPicks: the client waits and any available advisor takes them; roundRobin: the advisor assigned longest ago',
  }),
  saleHoldHours: z.number().int().min(1).max(24).openapi({
    description: 'How long a sale in progress holds before it expires (default 4)',
  }),
  alertDelayWeeks: Weeks.openapi({ description: 'Weeks off site before the dashboard alert' }),
  archiveDelayWeeks: Weeks.openapi({ description: 'Weeks before a be-back client is archived' }),
};

const GeneralSettingsSchema = z.object(fields).openapi('GeneralSettings');
const GeneralSettingsBody = z
  .object({
    sellerChoiceMode: fields.sellerChoiceMode.optional(),
    saleHoldHours: fields.saleHoldHours.optional(),
    alertDelayWeeks: fields.alertDelayWeeks.optional(),
    archiveDelayWeeks: fields.archiveDelayWeeks.optional(),
  })
  .strict()
  .openapi('GeneralSettingsChange');

const toBody = (settings: ConcessionSettings) => ({
  sellerChoiceMode: settings.sellerChoiceMode,
  saleHoldHours: settings.saleHoldHours,
  alertDelayWeeks: settings.alertDelayWeeks,
  archiveDelayWeeks: settings.archiveDelayWeeks,
});

const getRoute = defineRoute({
  method: 'get',
  path: '/api/concessions/{id}/general-settings',
  tags: ['Concessions'],
  summary: 'The dealership’s general settings (advisor choice mode, sale hold, delays)',
  action: 'concessions.read',
  request: { params: IdParams },
  success: { description: 'The settings', schema: GeneralSettingsSchema },
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
    body: jsonBody(GeneralSettingsBody),
  },
  success: { description: 'The settings', schema: GeneralSettingsSchema },
  errors: [404],
});

export const makeGeneralSettingsRoutes = (deps: GeneralSettingsRouteDeps) =>
  createApiRouter()
    .openapi(getRoute, async (c) => {
      const result = await deps.getGeneralSettings(callerOf(c), c.req.valid('param').id);
      return result.ok
        ? c.json({ data: toBody(result.value) }, 200)
        : clientsError(c, result.error);
    })
    .openapi(putRoute, async (c) => {
      const result = await deps.updateGeneralSettings(
        callerOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return result.ok
        ? c.json({ data: toBody(result.value) }, 200)
        : clientsError(c, result.error);
    });
