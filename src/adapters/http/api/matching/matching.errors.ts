import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The matches call's business errors, each answered one way. */
const matchingError = errorTable({
  NOT_FOUND: refuse(404, 'api.notFound'),
  'CLIENT.PROFILE_MISSING': refuse(409, 'psychometrics.api.profileMissing'),
});

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(matchingError);
