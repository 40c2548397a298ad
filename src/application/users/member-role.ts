import { chooseSeat, licenceKindsFor } from '#domain/access/licences.ts';
import { canManage, type MemberRole } from '#domain/access/members.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import type { Caller, LicenceLimit } from './access.ts';

export type RoleNotAllowed = { code: 'USERS.ROLE_NOT_ALLOWED' };

/**
 * Whether the caller may give a member of a dealership this role: never themselves, and only a
 * role below their rank (domain/access/members.ts). The dealership whose seats the change moves.
 */
export const checkRoleChange = (
  caller: Caller,
  target: UserRecord,
  role: MemberRole,
): Result<string, RoleNotAllowed> =>
  target.id !== caller.actor.userId &&
  canManage(caller.actor.role, role) &&
  target.concessionId !== null
    ? ok(target.concessionId)
    : err({ code: 'USERS.ROLE_NOT_ALLOWED' });

/**
 * Inside the caller's transaction: the member gives back their seat and takes a free one of the
 * new role's kind; nothing is written when every seat of that kind is taken (docs/decisions/064).
 */
export const moveToRole = async (
  users: UserStore,
  change: { userId: string; concessionId: string; role: MemberRole; at: Date },
): Promise<Result<void, LicenceLimit>> => {
  const choice = chooseSeat(
    change.role,
    await users.lockSeats(change.concessionId, licenceKindsFor(change.role)),
  );
  if (!choice.ok) {
    return err({ code: 'USERS.LICENCE_LIMIT', role: change.role, limit: choice.limit });
  }
  await users.freeSeat(change.userId);
  await users.setRole(change.userId, change.role);
  if (choice.seat) await users.assignSeat(choice.seat.id, change.userId, change.at);
  return ok(undefined);
};
