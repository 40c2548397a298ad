import { z } from '@hono/zod-openapi';
import type { ConcessionSettings } from '#application/ports/concession-settings.port.ts';
import { SELLER_CHOICE_MODES } from '#domain/client-flow/index.ts';

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

export const SettingsSchema = z.object(fields).openapi('GeneralSettings');
export const SettingsBody = z
  .object({
    sellerChoiceMode: fields.sellerChoiceMode.optional(),
    saleHoldHours: fields.saleHoldHours.optional(),
    alertDelayWeeks: fields.alertDelayWeeks.optional(),
    archiveDelayWeeks: fields.archiveDelayWeeks.optional(),
  })
  .strict()
  .openapi('GeneralSettingsChange');

export const toSettingsBody = (settings: ConcessionSettings) => ({
  sellerChoiceMode: settings.sellerChoiceMode,
  saleHoldHours: settings.saleHoldHours,
  alertDelayWeeks: settings.alertDelayWeeks,
  archiveDelayWeeks: settings.archiveDelayWeeks,
});
