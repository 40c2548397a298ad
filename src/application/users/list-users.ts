import type { Role } from '#domain/access/roles.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { concessionsToList, type Caller, type ConcessionNotFound } from './access.ts';

export type ListUsersInput = Caller & {
  /** One dealership; absent: every dealership the caller's scope covers. */
  concessionId?: string | undefined;
  roles: readonly Role[];
};

/**
 * The accounts of the given roles in the dealerships the caller reaches: members, owners, kiosk
 * accounts (GET /api/users, /owner, /client, /service).
 */
export const makeListUsers =
  (deps: { users: UserStore }) =>
  async (input: ListUsersInput): Promise<Result<UserRecord[], ConcessionNotFound>> => {
    const concessions = await concessionsToList(deps.users, input, input.concessionId);
    if (!concessions.ok) return concessions;
    const users = await deps.users.list({ concessionIds: concessions.value, roles: input.roles });
    // A self scope lists nobody but the caller, whatever their dealership holds.
    return ok(
      input.scope === 'self' ? users.filter((user) => user.id === input.actor.userId) : users,
    );
  };
