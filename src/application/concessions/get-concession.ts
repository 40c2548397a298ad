import type { Caller } from '#application/client-flow/common.ts';
import type { ConcessionStore } from '#application/ports/concession-settings.port.ts';
import { findReachableConcession } from './common.ts';

/** `GET /api/concessions/{id}`: the record every settings tab shows. */
export const makeGetConcession =
  (deps: { concessions: Pick<ConcessionStore, 'findRecord'> }) =>
  (caller: Caller, concessionId: string) =>
    findReachableConcession(deps.concessions, caller, concessionId);
