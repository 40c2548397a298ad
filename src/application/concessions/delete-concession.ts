import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { ConcessionDirectory } from '#application/ports/concession-directory.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/**
 * `DELETE /api/concessions/{id}`: the dealership leaves every list but its rows stay for the
 * statistics; its accounts are closed with it and signed out, in one transaction
 * (docs/decisions/078).
 */
export const makeDeleteConcession =
  (deps: {
    inTransaction: UnitOfWork<{ directory: Pick<ConcessionDirectory, 'softDelete'> }>;
    clock: Clock;
  }) =>
  async (
    caller: Caller,
    concessionId: string,
  ): Promise<Result<{ id: string }, ConcessionNotFound>> => {
    if (caller.scope === 'self' || !reaches(caller.actor, caller.scope, { concessionId })) {
      return err({ code: 'CONCESSION.NOT_FOUND' });
    }
    const deleted = await deps.inTransaction(({ directory }) =>
      directory.softDelete(concessionId, deps.clock.now()),
    );
    return deleted ? ok({ id: concessionId }) : err({ code: 'CONCESSION.NOT_FOUND' });
  };
