import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ConcessionSettings,
  ConcessionSettingsStore,
  GeneralSettings,
} from '#application/ports/concession-settings.port.ts';

export type ConcessionNotFound = { code: 'CONCESSION.NOT_FOUND' };

/** `PUT /api/concessions/{id}/general-settings`: the choice mode, sale hold and delays. */
export const makeUpdateGeneralSettings =
  (deps: { settings: ConcessionSettingsStore; clock: Clock }) =>
  async (
    caller: Caller,
    concessionId: string,
    settings: Partial<GeneralSettings>,
  ): Promise<Result<ConcessionSettings, ConcessionNotFound>> => {
    const current = await deps.settings.find(concessionId);
    if (!current || !reaches(caller.actor, caller.scope, { concessionId })) {
      return err({ code: 'CONCESSION.NOT_FOUND' });
    }
    const updated = await deps.settings.updateGeneral(concessionId, settings, deps.clock.now());
    return updated ? ok(updated) : err({ code: 'CONCESSION.NOT_FOUND' });
  };
