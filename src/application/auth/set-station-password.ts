import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CredentialStore } from '#application/ports/credential-store.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { checkChosenPassword, type NewPasswordError } from './new-password.ts';

export type Station = 'client' | 'service';

export type SetStationPasswordError = NewPasswordError | { code: 'CONCESSION.NOT_FOUND' };

export type SetStationPasswordDeps = {
  credentials: Pick<CredentialStore, 'findConcession'>;
  hasher: PasswordHasher;
  inTransaction: UnitOfWork<{
    credentials: Pick<CredentialStore, 'setStationPassword' | 'kioskAccountOf'>;
    sessions: Pick<SessionStore, 'deleteAllOf'>;
  }>;
};

/**
 * A dealership's kiosk password (docs/spec/decisions.md section 1: the kiosk account signs in with it). The
 * tablets signed in with the old password are signed out, as a person's devices are on a password
 * change: a manager changes it precisely when someone should no longer get in.
 */
export const makeSetStationPassword =
  (deps: SetStationPasswordDeps) =>
  async (input: {
    actor: Actor;
    scope: Scope;
    concessionId: string;
    station: Station;
    password: string | undefined;
  }): Promise<Result<void, SetStationPasswordError>> => {
    const concession = await deps.credentials.findConcession(input.concessionId);
    if (!concession || !reaches(input.actor, input.scope, { concessionId: concession.id })) {
      return err({ code: 'CONCESSION.NOT_FOUND' });
    }
    const checked = checkChosenPassword(input.password, undefined);
    if (!checked.ok) return checked;
    const hash = await deps.hasher.hash(checked.value);
    await deps.inTransaction(async (ports) => {
      await ports.credentials.setStationPassword(concession.id, input.station, hash);
      const kiosk = await ports.credentials.kioskAccountOf(concession.id, input.station);
      if (kiosk) await ports.sessions.deleteAllOf(kiosk);
    });
    return ok(undefined);
  };
