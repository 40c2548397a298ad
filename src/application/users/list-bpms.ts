import { ok, type Result } from '#domain/shared/result.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { concessionsToList, type Caller, type ConcessionNotFound } from './access.ts';

/** The Best Pairing managers assigned to a dealership, or to any the caller reaches. */
export const makeListBpms =
  (deps: { users: UserStore }) =>
  async (
    input: Caller & { concessionId?: string | undefined },
  ): Promise<Result<UserRecord[], ConcessionNotFound>> => {
    const concessions = await concessionsToList(deps.users, input, input.concessionId);
    if (!concessions.ok) return concessions;
    return ok(await deps.users.listBpms(concessions.value));
  };
