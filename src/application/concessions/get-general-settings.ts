import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type {
  ConcessionSettings,
  ConcessionSettingsStore,
} from '#application/ports/concession-settings.port.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/** The settings as the general-settings screen shows them. */
export const makeGetGeneralSettings =
  (deps: { settings: Pick<ConcessionSettingsStore, 'find'> }) =>
  async (
    caller: Caller,
    concessionId: string,
  ): Promise<Result<ConcessionSettings, ConcessionNotFound>> => {
    const current = await deps.settings.find(concessionId);
    if (!current || !reaches(caller.actor, caller.scope, { concessionId })) {
      return err({ code: 'CONCESSION.NOT_FOUND' });
    }
    return ok(current);
  };
