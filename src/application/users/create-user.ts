import { chooseSeat, licenceKindsFor } from '#domain/access/licences.ts';
import { canManage, type MemberRole } from '#domain/access/members.ts';
import type { Language } from '#domain/locale/language.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { InviteInput, InvitePorts } from '#application/auth/invite.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import {
  findReachableConcession,
  reload,
  type Caller,
  type ConcessionNotFound,
  type LicenceLimit,
} from './access.ts';

export type CreateUserInput = Caller & {
  email: string;
  role: MemberRole;
  /** Defaults to the caller's own dealership. */
  concessionId?: string | undefined;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language | null;
};

export type CreateUserError =
  | ConcessionNotFound
  | { code: 'USERS.ROLE_NOT_ALLOWED' }
  | { code: 'USERS.CONCESSION_REQUIRED' }
  | { code: 'USERS.EMAIL_IN_USE' }
  | LicenceLimit
  | { code: 'USERS.RATE_LIMITED'; retryAfterMs: number };

/**
 * An email is one account across every dealership, so "already in use" says that an address has
 * an account somewhere. A manager gets that answer at most 10 times an hour; then every creation
 * waits (docs/decisions/044-forgot-password-in-a-job.md). Members created do not count.
 */
const IN_USE_ANSWERS: RateRule = { limit: 10, windowMs: 60 * 60_000 };

export type CreateUserDeps = {
  users: UserStore;
  rateLimiter: RateLimiter;
  inTransaction: UnitOfWork<InvitePorts & { users: UserStore }>;
  /** makeCreateInvite: the single-use link and the account-creation email. */
  createInvite: (input: InviteInput, ports: InvitePorts) => Promise<void>;
  clock: Clock;
};

/**
 * Creates a dealership member without a password and emails them the link to create one. The
 * account, its licence (a free seat of the role's kind, docs/decisions/064) and its email commit
 * together: no email for an account that rolled back, no account whose invitation was lost, no
 * member beyond the seats the dealership pays for.
 */
export const makeCreateUser =
  (deps: CreateUserDeps) =>
  async (input: CreateUserInput): Promise<Result<UserRecord, CreateUserError>> => {
    if (!canManage(input.actor.role, input.role)) return err({ code: 'USERS.ROLE_NOT_ALLOWED' });
    const requested = input.concessionId ?? input.actor.concessionId ?? undefined;
    if (requested === undefined) return err({ code: 'USERS.CONCESSION_REQUIRED' });
    const found = await findReachableConcession(deps.users, input, requested);
    if (!found.ok) return found;
    const concession = found.value;

    const limitKey = `member-create:${input.actor.userId}`;
    const allowed = await deps.rateLimiter.consume(limitKey, IN_USE_ANSWERS, deps.clock.now());
    if (!allowed.allowed) {
      return err({ code: 'USERS.RATE_LIMITED', retryAfterMs: allowed.retryAfterMs });
    }
    const email = input.email.trim().toLowerCase();
    // Checked first for a clear answer; the unique index settles a race between two creations.
    if (await deps.users.emailInUse(email)) return err({ code: 'USERS.EMAIL_IN_USE' });
    const created = await deps.inTransaction(async ({ users, ...invitePorts }) => {
      // Seats are locked first: nothing is written when none is free.
      const seats = await users.lockSeats(concession.id, licenceKindsFor(input.role));
      const choice = chooseSeat(input.role, seats);
      if (!choice.ok) return choice;
      const row = await users.create(
        {
          email,
          role: input.role,
          concessionId: concession.id,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          language: input.language,
        },
        deps.clock.now(),
      );
      if (row === 'emailInUse') return row;
      if (choice.seat) await users.assignSeat(choice.seat.id, row.id, deps.clock.now());
      await deps.createInvite(
        {
          userId: row.id,
          email,
          name: `${input.firstName} ${input.lastName}`,
          role: input.role,
          // The new member's own language if the manager chose one, else the dealership's.
          language: input.language ?? concession.language,
          concessionId: concession.id,
          concessionName: concession.name,
        },
        invitePorts,
      );
      return row;
    });
    if (created === 'emailInUse') return err({ code: 'USERS.EMAIL_IN_USE' });
    if ('limit' in created) {
      await deps.rateLimiter.refund(limitKey);
      return err({ code: 'USERS.LICENCE_LIMIT', role: input.role, limit: created.limit });
    }
    await deps.rateLimiter.refund(limitKey);
    return ok(await reload(deps.users, created.id));
  };
