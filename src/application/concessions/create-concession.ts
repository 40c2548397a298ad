import { mayCreateIn } from '#domain/concessions/directory.ts';
import { STATIONS, stationAccountEmail } from '#domain/concessions/station-accounts.ts';
import type { Language } from '#domain/locale/language.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { InviteInput, InvitePorts } from '#application/auth/invite.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ConcessionDirectory,
  ConcessionSummary,
} from '#application/ports/concession-directory.port.ts';
import type { ConcessionStore } from '#application/ports/concession-settings.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';

export type CreateConcessionInput = {
  caller: Caller;
  name: string;
  language: Language;
  /** Null: no territory (the platform administrator only). */
  territoryId: string | null;
  manufacturerIds: readonly string[];
  ownerEmail: string;
};

export type CreateConcessionError =
  | { code: 'CONCESSION.TERRITORY_NOT_FOUND' }
  | { code: 'CONCESSION.UNKNOWN_MANUFACTURER' }
  | { code: 'USERS.EMAIL_IN_USE' };

export type CreateConcessionDeps = {
  directory: Pick<ConcessionDirectory, 'territoryIdsOf' | 'listTerritories' | 'find'>;
  concessions: Pick<ConcessionStore, 'listManufacturers'>;
  users: Pick<UserStore, 'emailInUse'>;
  inTransaction: UnitOfWork<
    InvitePorts & {
      directory: Pick<ConcessionDirectory, 'create' | 'assignBpm'>;
      users: Pick<UserStore, 'create'>;
    }
  >;
  /** makeCreateInvite: the owner's invitation, exactly as a member's (users module). */
  createInvite: (input: InviteInput, ports: InvitePorts) => Promise<void>;
  clock: Clock;
};

/** Another creation took the owner's email between the check and the insert: roll everything back. */
class OwnerEmailTaken extends Error {}

/** Whether the territory exists and the caller may create in it (decisions 076 and 077). */
const territoryAllowed = async (deps: CreateConcessionDeps, input: CreateConcessionInput) => {
  const { actor, scope } = input.caller;
  const covered = scope === 'assigned' ? await deps.directory.territoryIdsOf(actor.userId) : [];
  if (!mayCreateIn(scope, input.territoryId, covered)) return false;
  if (input.territoryId === null) return true;
  return (await deps.directory.listTerritories([input.territoryId])).length === 1;
};

/**
 * `POST /api/concessions` (prAdmin anywhere, a bpm in one of its territories): the dealership, its
 * makes, its subscription not yet paid, its kiosk tablets' accounts, its owner's account and invitation (the owner then pays
 * and walks the set-up wizard), and for a bpm its assignment, all in one transaction
 * (docs/decisions/077). A territory out of reach answers as one that does not exist.
 */
export const makeCreateConcession =
  (deps: CreateConcessionDeps) =>
  async (
    input: CreateConcessionInput,
  ): Promise<Result<ConcessionSummary, CreateConcessionError>> => {
    if (!(await territoryAllowed(deps, input))) {
      return err({ code: 'CONCESSION.TERRITORY_NOT_FOUND' });
    }
    const known = new Set((await deps.concessions.listManufacturers()).map(({ id }) => id));
    const manufacturerIds = [...new Set(input.manufacturerIds)];
    if (!manufacturerIds.every((id) => known.has(id))) {
      return err({ code: 'CONCESSION.UNKNOWN_MANUFACTURER' });
    }
    const ownerEmail = input.ownerEmail.trim().toLowerCase();
    // Checked first for a clear answer; the unique index settles a race (OwnerEmailTaken).
    if (await deps.users.emailInUse(ownerEmail)) return err({ code: 'USERS.EMAIL_IN_USE' });
    const { actor } = input.caller;
    const at = deps.clock.now();
    try {
      const created = await deps.inTransaction(async ({ directory, users, ...invitePorts }) => {
        const concession = await directory.create(
          {
            name: input.name,
            language: input.language,
            territoryId: input.territoryId,
            manufacturerIds,
            ownerEmail,
          },
          at,
        );
        const owner = await users.create(
          {
            email: ownerEmail,
            role: 'owner',
            concessionId: concession.id,
            // The owner gives their name when they set up their account.
            firstName: '',
            lastName: '',
            phone: null,
            language: null,
          },
          at,
        );
        if (owner === 'emailInUse') throw new OwnerEmailTaken();
        // The kiosk tablets' accounts come with the dealership (decision 101).
        for (const station of STATIONS) {
          const account = await users.create(
            {
              email: stationAccountEmail(concession.id, station),
              role: station,
              concessionId: concession.id,
              firstName: '',
              lastName: '',
              phone: null,
              language: null,
            },
            at,
          );
          if (account === 'emailInUse')
            throw new Error(`station account of ${concession.id} taken`);
        }
        if (actor.role === 'bpm') await directory.assignBpm(concession.id, actor.userId, at);
        await deps.createInvite(
          {
            userId: owner.id,
            email: ownerEmail,
            name: ownerEmail,
            role: 'owner',
            language: input.language,
            concessionId: concession.id,
            concessionName: input.name,
          },
          invitePorts,
        );
        return concession;
      });
      const summary = await deps.directory.find(created.id);
      if (!summary) throw new Error(`concession ${created.id} vanished after its creation`);
      return ok(summary);
    } catch (error) {
      if (error instanceof OwnerEmailTaken) return err({ code: 'USERS.EMAIL_IN_USE' });
      throw error;
    }
  };
