import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type {
  ConcessionDirectory,
  ConcessionSummary,
} from '#application/ports/concession-directory.port.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/** A live dealership's summary (territory, makes, subscription) when the caller reaches it. */
export const makeGetConcessionSummary =
  (deps: { directory: Pick<ConcessionDirectory, 'find'> }) =>
  async (
    caller: Caller,
    concessionId: string,
  ): Promise<Result<ConcessionSummary, ConcessionNotFound>> => {
    if (caller.scope === 'self' || !reaches(caller.actor, caller.scope, { concessionId })) {
      return err({ code: 'CONCESSION.NOT_FOUND' });
    }
    const summary = await deps.directory.find(concessionId);
    return summary ? ok(summary) : err({ code: 'CONCESSION.NOT_FOUND' });
  };
