import { MEMBER_ROLES } from '#domain/access/members.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { SeatUsage, UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { findReachableConcession, type Caller, type ConcessionNotFound } from './access.ts';

export type MemberDirectory = { members: UserRecord[]; seats: SeatUsage[] };

/**
 * The members page of one dealership (/admin/members): its people (owners, administrators,
 * advisors) with their licence, presence and onboarding, and its seats by kind. Two queries,
 * whatever the number of members.
 */
export const makeListMembers =
  (deps: { users: UserStore }) =>
  async (
    input: Caller & { concessionId: string },
  ): Promise<Result<MemberDirectory, ConcessionNotFound>> => {
    const concession = await findReachableConcession(deps.users, input, input.concessionId);
    if (!concession.ok) return concession;
    const [members, seats] = await Promise.all([
      deps.users.list({ concessionIds: [concession.value.id], roles: MEMBER_ROLES }),
      deps.users.seatUsage(concession.value.id),
    ]);
    return ok({ members, seats });
  };
