import { err, ok, type Result } from '#domain/shared/result.ts';
import type { NamedRef, TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';

export type BpmNotFound = { code: 'BPMS.NOT_FOUND' };

/** A Best Pairing manager's account with the territories they cover. */
export type BpmAccount = { user: UserRecord; territories: NamedRef[] };

/** A live bpm account; any other id (another role's account included) is "not found". */
export const findBpm = async (
  users: Pick<UserStore, 'findById'>,
  id: string,
): Promise<Result<UserRecord, BpmNotFound>> => {
  const user = await users.findById(id);
  return user && user.role === 'bpm' ? ok(user) : err({ code: 'BPMS.NOT_FOUND' });
};

/** The bpm account as the calls answer it: with its territories. */
export const withTerritories = async (
  territories: Pick<TerritoryStore, 'territoriesOfBpms'>,
  user: UserRecord,
): Promise<BpmAccount> => ({
  user,
  territories: (await territories.territoriesOfBpms([user.id])).get(user.id) ?? [],
});
