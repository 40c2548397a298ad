import { canManage } from '#domain/access/members.ts';
import type { Role } from '#domain/access/roles.ts';
import { concessionFilter, reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ConcessionRef, UserRecord, UserStore } from '#application/ports/user-store.port.ts';

/** Who calls, and how far the policy table lets them reach for this call's action. */
export type Caller = { actor: Actor; scope: Scope };

export type UserNotFound = { code: 'USERS.NOT_FOUND' };
export type ConcessionNotFound = { code: 'USERS.CONCESSION_NOT_FOUND' };

/**
 * The user, if the caller reaches them. Another tenant's user and a user that does not exist give
 * the same answer, so ids do not leak (docs/spec/decisions.md section 2).
 */
export const findReachableUser = async (
  users: Pick<UserStore, 'findById'>,
  caller: Caller,
  id: string,
): Promise<Result<UserRecord, UserNotFound>> => {
  const user = await users.findById(id);
  if (
    !user ||
    !reaches(caller.actor, caller.scope, { concessionId: user.concessionId, userId: id })
  )
    return err({ code: 'USERS.NOT_FOUND' });
  return ok(user);
};

/** The dealership, if the caller reaches it; 404 otherwise, like any other tenant's object. */
export const findReachableConcession = async (
  users: Pick<UserStore, 'findConcession'>,
  caller: Caller,
  id: string,
): Promise<Result<ConcessionRef, ConcessionNotFound>> => {
  // A self scope covers the caller's own records, never a whole dealership.
  const concession =
    caller.scope !== 'self' && reaches(caller.actor, caller.scope, { concessionId: id })
      ? await users.findConcession(id)
      : null;
  return concession ? ok(concession) : err({ code: 'USERS.CONCESSION_NOT_FOUND' });
};

/**
 * The dealerships a list covers: the one asked for when the caller reaches it, else every
 * dealership the scope allows.
 */
export const concessionsToList = async (
  users: Pick<UserStore, 'findConcession'>,
  caller: Caller,
  requested: string | undefined,
): Promise<Result<readonly string[] | null, ConcessionNotFound>> => {
  if (requested === undefined) return ok(concessionFilter(caller.actor, caller.scope));
  const concession = await findReachableConcession(users, caller, requested);
  return concession.ok ? ok([concession.value.id]) : concession;
};

/** Every seat of the role's kind is taken: the dealership buys more (docs/decisions/064). */
export type LicenceLimit = { code: 'USERS.LICENCE_LIMIT'; role: Role; limit: number };

export type NotManageable = { code: 'USERS.MEMBER_NOT_MANAGEABLE' };

/**
 * Whether the caller may change this account: their own, or one of a role below their rank
 * (domain/access/members.ts). The policy table has already said where; this says whom.
 */
export const checkManageable = (caller: Caller, target: UserRecord): Result<void, NotManageable> =>
  target.id === caller.actor.userId || canManage(caller.actor.role, target.role)
    ? ok(undefined)
    : err({ code: 'USERS.MEMBER_NOT_MANAGEABLE' });

/** The account again after a change, as the call answers it. */
export const reload = async (users: Pick<UserStore, 'findById'>, id: string) => {
  const user = await users.findById(id);
  // The caller just found or wrote this row in the same request: its absence is a bug or a race
  // with a deletion, not an outcome to report.
  if (!user) throw new Error(`user ${id} vanished during the request`);
  return user;
};
