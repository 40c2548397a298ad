import { errorTable } from '#adapters/http/api/error-table.ts';

/** The matches call's business errors, each answered one way. */
export const matchingError = errorTable({
  NOT_FOUND: { status: 404, message: 'api.notFound' },
  'CLIENT.PROFILE_MISSING': { status: 409, message: 'psychometrics.api.profileMissing' },
});
