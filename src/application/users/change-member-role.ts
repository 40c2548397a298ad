import { chooseSeat, licenceKindsFor } from '#domain/access/licences.ts';
import { canManage, type MemberRole } from '#domain/access/members.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import {
  checkManageable,
  findReachableUser,
  reload,
  type Caller,
  type LicenceLimit,
  type NotManageable,
  type UserNotFound,
} from './access.ts';

export type ChangeMemberRoleError =
  UserNotFound | NotManageable | LicenceLimit | { code: 'USERS.ROLE_NOT_ALLOWED' };

export type ChangeMemberRoleDeps = {
  users: UserStore;
  inTransaction: UnitOfWork<{ users: UserStore }>;
  clock: Clock;
};

/**
 * A member becomes an administrator or an advisor (the member's edit page): they give back their
 * seat and take a free one of the new role's kind, in one transaction; refused, nothing changes,
 * when every seat of that kind is taken (docs/decisions/064).
 */
export const makeChangeMemberRole =
  (deps: ChangeMemberRoleDeps) =>
  async (
    input: Caller & { userId: string; role: MemberRole },
  ): Promise<Result<UserRecord, ChangeMemberRoleError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const target = found.value;
    if (target.role === input.role) return ok(target);
    const manageable = checkManageable(input, target);
    if (!manageable.ok) return manageable;
    if (target.id === input.actor.userId || !canManage(input.actor.role, input.role)) {
      return err({ code: 'USERS.ROLE_NOT_ALLOWED' });
    }
    const concessionId = target.concessionId;
    if (concessionId === null) return err({ code: 'USERS.ROLE_NOT_ALLOWED' });
    const changed = await deps.inTransaction(async ({ users }) => {
      const choice = chooseSeat(
        input.role,
        await users.lockSeats(concessionId, licenceKindsFor(input.role)),
      );
      if (!choice.ok) return choice;
      await users.freeSeat(target.id);
      await users.setRole(target.id, input.role);
      if (choice.seat) await users.assignSeat(choice.seat.id, target.id, deps.clock.now());
      return choice;
    });
    if (!changed.ok) {
      return err({ code: 'USERS.LICENCE_LIMIT', role: input.role, limit: changed.limit });
    }
    return ok(await reload(deps.users, target.id));
  };
