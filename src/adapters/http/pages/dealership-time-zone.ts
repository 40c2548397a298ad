import type { Context } from 'hono';
import type { Viewer } from '#application/auth/load-viewer.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import { pageCaller, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/** The time zone of the viewer's dealership, which staff pages show times in (the default without one). */
export const dealershipTimeZone = async (
  useCases: Pick<ClientFlowUseCases, 'getGeneralSettings'>,
  c: Context<AppEnv>,
  viewer: Viewer,
) => {
  if (!viewer.concessionId) return DEFAULT_TIME_ZONE;
  const settings = await useCases.getGeneralSettings(
    pageCaller(c, 'concessions.read'),
    viewer.concessionId,
  );
  return settings.ok ? settings.value.timeZone : DEFAULT_TIME_ZONE;
};
