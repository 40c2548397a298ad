import { ok, type Result } from '#domain/shared/result.ts';
import type { NamedRef, TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { findBpm, withTerritories, type BpmAccount, type BpmNotFound } from './bpm-access.ts';

/** GET /api/bpm/{id}: the account, its territories and the dealerships it reaches. */
export const makeGetBpm =
  (deps: {
    users: Pick<UserStore, 'findById'>;
    territories: Pick<TerritoryStore, 'territoriesOfBpms' | 'concessionsOfBpm'>;
  }) =>
  async (bpmId: string): Promise<Result<BpmAccount & { concessions: NamedRef[] }, BpmNotFound>> => {
    const found = await findBpm(deps.users, bpmId);
    if (!found.ok) return found;
    const [account, concessions] = await Promise.all([
      withTerritories(deps.territories, found.value),
      deps.territories.concessionsOfBpm(bpmId),
    ]);
    return ok({ ...account, concessions });
  };
