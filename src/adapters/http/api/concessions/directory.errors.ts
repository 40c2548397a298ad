import type { CreateConcessionError } from '#application/concessions/create-concession.ts';
import type { ConcessionNotFound } from '#application/concessions/update-general-settings.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { errorTable, invalid, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

type DirectoryError = CreateConcessionError | ConcessionNotFound;

/** Each creation refusal's field and message, shared by the API and the add page. */
export const CREATION_REFUSALS: Record<
  CreateConcessionError['code'],
  { field: 'territory' | 'manufacturers' | 'ownerEmail'; message: MessageKey }
> = {
  'CONCESSION.TERRITORY_NOT_FOUND': {
    field: 'territory',
    message: 'dealerships.errors.territoryNotFound',
  },
  'CONCESSION.UNKNOWN_MANUFACTURER': {
    field: 'manufacturers',
    message: 'settings.validation.unknownManufacturer',
  },
  // The users module's answer: an email is one account across every dealership.
  'USERS.EMAIL_IN_USE': { field: 'ownerEmail', message: 'users.errors.emailInUse' },
};

/**
 * The directory calls' refusals: a territory out of reach is "not found" like another tenant's
 * record (decisions.md section 2), a taken owner email 409 as for a member.
 */
export const respondDirectory = responder(
  errorTable<DirectoryError['code']>({
    'CONCESSION.NOT_FOUND': refuse(404, 'clients.errors.concessionNotFound'),
    'CONCESSION.TERRITORY_NOT_FOUND': refuse(404, 'dealerships.errors.territoryNotFound'),
    'CONCESSION.UNKNOWN_MANUFACTURER': invalid(
      'json.manufacturers',
      'settings.validation.unknownManufacturer',
    ),
    'USERS.EMAIL_IN_USE': refuse(409, 'users.errors.emailInUse'),
  }),
);
