import type { ConcessionNotFound } from '#application/concessions/update-general-settings.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The Concessions calls' one business error (the same answer as the client flow's). */
const concessionsError = errorTable<ConcessionNotFound['code']>({
  'CONCESSION.NOT_FOUND': refuse(404, 'clients.errors.concessionNotFound'),
});

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(concessionsError);
