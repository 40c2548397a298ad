import type { Language } from '#domain/locale/language.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { reload } from '#application/users/access.ts';
import { findBpm, withTerritories, type BpmAccount, type BpmNotFound } from './bpm-access.ts';

export type UpdateBpmInput = {
  bpmId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language;
};

/** PUT /api/bpm/{id} (prAdmin): names, phone and language; the email stays the sign-in name. */
export const makeUpdateBpm =
  (deps: {
    users: Pick<UserStore, 'findById' | 'updateProfile'>;
    territories: Pick<TerritoryStore, 'territoriesOfBpms'>;
  }) =>
  async (input: UpdateBpmInput): Promise<Result<BpmAccount, BpmNotFound>> => {
    const found = await findBpm(deps.users, input.bpmId);
    if (!found.ok) return found;
    const { bpmId, ...changes } = input;
    await deps.users.updateProfile(bpmId, changes);
    return ok(await withTerritories(deps.territories, await reload(deps.users, bpmId)));
  };
