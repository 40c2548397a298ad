import type { ConcessionNotFound } from '#application/concessions/update-general-settings.ts';
import { errorTable } from '#adapters/http/api/error-table.ts';

/** The Concessions calls' one business error (the same answer as the client flow's). */
export const concessionsError = errorTable<ConcessionNotFound['code']>({
  'CONCESSION.NOT_FOUND': { status: 404, message: 'clients.errors.concessionNotFound' },
});
