import type { Context } from 'hono';
import type { ConfigurationGap } from '#domain/concessions/settings.ts';
import type { UploadError } from '#domain/validation/upload.ts';
import type { UpdateConfigurationError } from '#application/concessions/update-configuration.ts';
import type { ConcessionNotFound } from '#application/concessions/update-general-settings.ts';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, invalid, refuse } from '#adapters/http/api/error-table.ts';
import { apiError, invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The Concessions calls' one business error (the same answer as the client flow's). */
const concessionsError = errorTable<ConcessionNotFound['code']>({
  'CONCESSION.NOT_FOUND': refuse(404, 'clients.errors.concessionNotFound'),
});

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(concessionsError);

/** The field each missing piece of the configuration step is shown under, and its message. */
const GAP_FIELDS: Record<ConfigurationGap, { field: string; message: MessageKey }> = {
  manufacturers: { field: 'manufacturers', message: 'settings.validation.manufacturers' },
  ownerContactEmail: {
    field: 'ownerContactEmail',
    message: 'settings.validation.ownerContactEmail',
  },
  clientStationPassword: {
    field: 'clientStationPassword',
    message: 'settings.validation.clientStationPassword',
  },
  serviceStationPassword: {
    field: 'serviceStationPassword',
    message: 'settings.validation.serviceStationPassword',
  },
};

/** The message for each field of a refused configuration, shared by the API and the page. */
export const configurationFieldMessages = (
  t: Translate,
  error: Exclude<UpdateConfigurationError, ConcessionNotFound>,
): Record<string, string> => {
  switch (error.code) {
    case 'CONCESSION.UNKNOWN_MANUFACTURER':
      return { manufacturers: t('settings.validation.unknownManufacturer') };
    case 'CONCESSION.OWNER_EMAIL_TAKEN':
      return { ownerContactEmail: t('settings.validation.ownerEmailTaken') };
    case 'CONCESSION.CONFIGURATION_INCOMPLETE':
      return Object.fromEntries(
        error.gaps.map((gap) => [GAP_FIELDS[gap].field, t(GAP_FIELDS[gap].message)]),
      );
  }
};

/** The configuration call's refusals: an email in use 409 ("may already be used"), the rest by field. */
const configurationError = (c: Context<AppEnv>, error: UpdateConfigurationError) => {
  switch (error.code) {
    case 'CONCESSION.NOT_FOUND':
      return concessionsError(c, error);
    case 'CONCESSION.UNKNOWN_MANUFACTURER':
      return invalidFields(c, [
        {
          path: 'json.manufacturers',
          message: c.get('t')('settings.validation.unknownManufacturer'),
        },
      ]);
    case 'CONCESSION.OWNER_EMAIL_TAKEN':
      return apiError(c, 409, error.code, 'settings.validation.ownerEmailTaken');
    case 'CONCESSION.CONFIGURATION_INCOMPLETE':
      return invalidFields(
        c,
        Object.entries(configurationFieldMessages(c.get('t'), error)).map(([field, message]) => ({
          path: `json.${field}`,
          message,
        })),
      );
  }
};
export const respondConfiguration = responder(configurationError);

/** The information call: the logo's refusals are problems of its field (as a picture's are). */
export const respondInformation = responder(
  errorTable<ConcessionNotFound['code'] | UploadError['code']>({
    'CONCESSION.NOT_FOUND': refuse(404, 'clients.errors.concessionNotFound'),
    'UPLOAD.EMPTY': invalid('form.logo', 'settings.validation.logoEmpty'),
    'UPLOAD.TOO_LARGE': invalid('form.logo', 'settings.validation.logoTooLarge'),
    'UPLOAD.UNSUPPORTED_TYPE': invalid('form.logo', 'settings.validation.logoType'),
  }),
);
