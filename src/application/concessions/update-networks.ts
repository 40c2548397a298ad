import type { Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ConcessionNetworks,
  ConcessionRecord,
  ConcessionStore,
} from '#application/ports/concession-settings.port.ts';
import { findReachableConcession, reloadConcession } from './common.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/**
 * `PUT /api/concessions/{id}/networks`: the staff wifi networks and the egress addresses an
 * advisor's heartbeat must come from to count as on site (decision 062). Sets `connectionValidated`.
 */
export const makeUpdateNetworks =
  (deps: { concessions: ConcessionStore; clock: Clock }) =>
  async (
    caller: Caller,
    concessionId: string,
    networks: ConcessionNetworks,
  ): Promise<Result<ConcessionRecord, ConcessionNotFound>> => {
    const found = await findReachableConcession(deps.concessions, caller, concessionId);
    if (!found.ok) return found;
    const egressNetworks = [...new Set(networks.egressNetworks)];
    await deps.concessions.updateNetworks(
      concessionId,
      { ...networks, egressNetworks },
      deps.clock.now(),
    );
    return reloadConcession(deps.concessions, concessionId);
  };
