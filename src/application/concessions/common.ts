import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type {
  ConcessionRecord,
  ConcessionStore,
} from '#application/ports/concession-settings.port.ts';
import type { ConcessionNotFound } from './update-general-settings.ts';

/** The dealership's record when the caller reaches it; another tenant's is "not found" (decisions.md section 2). */
export const findReachableConcession = async (
  store: Pick<ConcessionStore, 'findRecord'>,
  caller: Caller,
  concessionId: string,
): Promise<Result<ConcessionRecord, ConcessionNotFound>> => {
  const record = await store.findRecord(concessionId);
  return record && reaches(caller.actor, caller.scope, { concessionId })
    ? ok(record)
    : err({ code: 'CONCESSION.NOT_FOUND' });
};

/** The record again after a write (it was there a moment ago). */
export const reloadConcession = async (
  store: Pick<ConcessionStore, 'findRecord'>,
  concessionId: string,
): Promise<Result<ConcessionRecord, ConcessionNotFound>> => {
  const record = await store.findRecord(concessionId);
  return record ? ok(record) : err({ code: 'CONCESSION.NOT_FOUND' });
};
