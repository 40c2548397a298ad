import { configurationGaps, type ConfigurationGap } from '#domain/concessions/settings.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ConcessionConfiguration,
  ConcessionRecord,
  ConcessionStore,
} from '#application/ports/concession-settings.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { findReachableConcession, reloadConcession } from './common.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

export type UpdateConfigurationError =
  | ConcessionNotFound
  | { code: 'CONCESSION.UNKNOWN_MANUFACTURER' }
  | { code: 'CONCESSION.OWNER_EMAIL_TAKEN' }
  | { code: 'CONCESSION.CONFIGURATION_INCOMPLETE'; gaps: ConfigurationGap[] };

/**
 * `PUT /api/concessions/{id}/configuration`: the manufacturers, the owner account's contact email and
 * which stations are used (decision 061). The stations' passwords and the general settings keep
 * their own calls; a step is done only when a station in use has its password. Sets
 * `configurationValidated`; nothing is written when anything is refused.
 */
export const makeUpdateConfiguration =
  (deps: {
    concessions: ConcessionStore;
    inTransaction: UnitOfWork<{ concessions: Pick<ConcessionStore, 'updateConfiguration'> }>;
    clock: Clock;
  }) =>
  async (
    caller: Caller,
    concessionId: string,
    configuration: ConcessionConfiguration,
    /**
     * The settings page sets the stations' passwords in the same form, right after this succeeds:
     * a station whose password is coming counts as having one, so nothing is written when refused.
     */
    passwordsComing: { client?: boolean; service?: boolean } = {},
  ): Promise<Result<ConcessionRecord, UpdateConfigurationError>> => {
    const found = await findReachableConcession(deps.concessions, caller, concessionId);
    if (!found.ok) return found;
    const known = new Set((await deps.concessions.listManufacturers()).map(({ id }) => id));
    if (!configuration.manufacturerIds.every((id) => known.has(id))) {
      return err({ code: 'CONCESSION.UNKNOWN_MANUFACTURER' });
    }
    const gaps = configurationGaps({
      manufacturerCount: new Set(configuration.manufacturerIds).size,
      ownerContactEmail: configuration.ownerContactEmail,
      stations: configuration.stationConfiguration,
      hasClientStationPassword:
        found.value.hasClientStationPassword || passwordsComing.client === true,
      hasServiceStationPassword:
        found.value.hasServiceStationPassword || passwordsComing.service === true,
    });
    if (gaps.length > 0) return err({ code: 'CONCESSION.CONFIGURATION_INCOMPLETE', gaps });
    if (await deps.concessions.emailUsedElsewhere(configuration.ownerContactEmail, concessionId)) {
      return err({ code: 'CONCESSION.OWNER_EMAIL_TAKEN' });
    }
    const manufacturerIds = [...new Set(configuration.manufacturerIds)];
    await deps.inTransaction(({ concessions }) =>
      concessions.updateConfiguration(
        concessionId,
        { ...configuration, manufacturerIds },
        deps.clock.now(),
      ),
    );
    return reloadConcession(deps.concessions, concessionId);
  };
