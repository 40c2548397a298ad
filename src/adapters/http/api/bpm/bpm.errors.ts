import type { BpmNotFound } from '#application/bpms/bpm-access.ts';
import type { CreateBpmError } from '#application/bpms/create-bpm.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The Bpm calls' business errors, each answered one way. */
const bpmError = errorTable<(BpmNotFound | CreateBpmError)['code']>({
  'BPMS.NOT_FOUND': refuse(404, 'bpm.errors.notFound'),
  'BPMS.EMAIL_IN_USE': refuse(409, 'users.errors.emailInUse'),
});

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(bpmError);
