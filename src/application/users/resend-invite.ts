import { err, ok, type Result } from '#domain/shared/result.ts';
import type { InviteInput, InvitePorts } from '#application/auth/invite.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import {
  checkManageable,
  findReachableUser,
  type Caller,
  type NotManageable,
  type UserNotFound,
} from './access.ts';

export type ResendInviteError = UserNotFound | NotManageable | { code: 'USERS.ALREADY_ACTIVE' };

/**
 * A member who has not created their password yet gets a new invitation email (a new single-use
 * link). Once they have a password, a manager resets it instead.
 */
export const makeResendInvite =
  (deps: {
    users: UserStore;
    inTransaction: UnitOfWork<InvitePorts>;
    createInvite: (input: InviteInput, ports: InvitePorts) => Promise<void>;
  }) =>
  async (input: Caller & { userId: string }): Promise<Result<void, ResendInviteError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const member = found.value;
    const manageable = checkManageable(input, member);
    if (!manageable.ok) return manageable;
    if (member.hasPassword || member.id === input.actor.userId || !member.concessionId) {
      return err({ code: 'USERS.ALREADY_ACTIVE' });
    }
    const concession = await deps.users.findConcession(member.concessionId);
    if (!concession) return err({ code: 'USERS.NOT_FOUND' });
    await deps.inTransaction((ports) =>
      deps.createInvite(
        {
          userId: member.id,
          email: member.email,
          name: [member.firstName, member.lastName].filter(Boolean).join(' '),
          role: member.role,
          language: member.language ?? concession.language,
          concessionId: concession.id,
          concessionName: concession.name,
        },
        ports,
      ),
    );
    return ok(undefined);
  };
