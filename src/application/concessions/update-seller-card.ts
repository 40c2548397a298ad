import type { SellerCardPersonalization } from '#domain/concessions/settings.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ConcessionRecord,
  ConcessionStore,
} from '#application/ports/concession-settings.port.ts';
import { findReachableConcession, reloadConcession } from './common.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/** `PUT /api/concessions/{id}/seller-cards-personalization`: what the kiosk's advisor card shows. */
export const makeUpdateSellerCard =
  (deps: { concessions: ConcessionStore; clock: Clock }) =>
  async (
    caller: Caller,
    concessionId: string,
    personalization: SellerCardPersonalization,
  ): Promise<Result<ConcessionRecord, ConcessionNotFound>> => {
    const found = await findReachableConcession(deps.concessions, caller, concessionId);
    if (!found.ok) return found;
    await deps.concessions.updateSellerCard(concessionId, personalization, deps.clock.now());
    return reloadConcession(deps.concessions, concessionId);
  };
