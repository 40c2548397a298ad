import type { Language } from '#domain/locale/language.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { InviteInput, InvitePorts } from '#application/auth/invite.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { reload } from '#application/users/access.ts';
import { withTerritories, type BpmAccount } from './bpm-access.ts';

export type CreateBpmInput = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language | null;
};

export type CreateBpmError = { code: 'BPMS.EMAIL_IN_USE' };

export type CreateBpmDeps = {
  users: Pick<UserStore, 'emailInUse' | 'findById'>;
  territories: Pick<TerritoryStore, 'territoriesOfBpms'>;
  inTransaction: UnitOfWork<InvitePorts & { users: UserStore }>;
  /** makeCreateInvite: the single-use link and the account-creation email, as for members. */
  createInvite: (input: InviteInput, ports: InvitePorts) => Promise<void>;
  clock: Clock;
};

/**
 * POST /api/bpm (prAdmin): a Best Pairing manager's account, without a password, and the
 * invitation to create one, committed together (no email for an account that rolled back). Its
 * dealerships come from the territories it is given afterwards (decision 076).
 */
export const makeCreateBpm =
  (deps: CreateBpmDeps) =>
  async (input: CreateBpmInput): Promise<Result<BpmAccount, CreateBpmError>> => {
    const email = input.email.trim().toLowerCase();
    // Checked first for a clear answer; the unique index settles a race between two creations.
    if (await deps.users.emailInUse(email)) return err({ code: 'BPMS.EMAIL_IN_USE' });
    const created = await deps.inTransaction(async ({ users, ...invitePorts }) => {
      const row = await users.create(
        {
          email,
          role: 'bpm',
          concessionId: null,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          language: input.language,
        },
        deps.clock.now(),
      );
      if (row === 'emailInUse') return row;
      await deps.createInvite(
        {
          userId: row.id,
          email,
          name: `${input.firstName} ${input.lastName}`,
          role: 'bpm',
          // A platform account has no dealership whose language would apply: French by default.
          language: input.language ?? 'fr',
          concessionId: null,
          concessionName: null,
        },
        invitePorts,
      );
      return row;
    });
    if (created === 'emailInUse') return err({ code: 'BPMS.EMAIL_IN_USE' });
    return ok(await withTerritories(deps.territories, await reload(deps.users, created.id)));
  };
