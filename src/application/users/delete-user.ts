import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import {
  checkManageable,
  findReachableUser,
  type Caller,
  type NotManageable,
  type UserNotFound,
} from './access.ts';

export type DeleteUserError =
  | UserNotFound
  | NotManageable
  | { code: 'USERS.CANNOT_DELETE_SELF' }
  | { code: 'USERS.LAST_OWNER' };

export type DeleteUserDeps = {
  users: UserStore;
  inTransaction: UnitOfWork<{ users: UserStore; sessions: SessionStore }>;
  clock: Clock;
};

/**
 * Removes a member (soft delete, kept for statistics) and signs them out everywhere at once: a
 * deleted account must not keep working in a browser that is still open.
 */
export const makeDeleteUser =
  (deps: DeleteUserDeps) =>
  async (input: Caller & { userId: string }): Promise<Result<void, DeleteUserError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const target = found.value;
    // Nobody locks themselves out; another manager can remove them if needed.
    if (target.id === input.actor.userId) return err({ code: 'USERS.CANNOT_DELETE_SELF' });
    const manageable = checkManageable(input, target);
    if (!manageable.ok) return manageable;

    return deps.inTransaction(async ({ users, sessions }) => {
      // A dealership without an owner has nobody left to pay for it or to hire anyone.
      if (target.role === 'owner' && target.concessionId) {
        const owners = await users.lockOwners(target.concessionId);
        if (owners <= 1) return err({ code: 'USERS.LAST_OWNER' as const });
      }
      await users.softDelete(target.id, deps.clock.now());
      await sessions.deleteAllOf(target.id);
      return ok(undefined);
    });
  };
