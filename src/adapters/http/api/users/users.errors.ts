import type { Context } from 'hono';
import type { LicenceLimit } from '#application/users/access.ts';
import type { CreateUserError } from '#application/users/create-user.ts';
import type { DeleteUserError } from '#application/users/delete-user.ts';
import type { SendAppLinksError } from '#application/users/send-app-links.ts';
import { SMS_DAILY_LIMIT, type SmsDailyLimitReached } from '#domain/messaging/sms-limit.ts';
import type { SignDocumentError } from '#application/users/sign-document.ts';
import type { UpdateUserError } from '#application/users/update-user.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, invalid, refuse } from '#adapters/http/api/error-table.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

type UsersError =
  CreateUserError | DeleteUserError | SignDocumentError | UpdateUserError | SendAppLinksError;
type UsersErrorCode = Exclude<
  UsersError['code'],
  LicenceLimit['code'] | SmsDailyLimitReached['code']
>;

const LICENCE_LIMIT_MESSAGES = {
  admin: 'users.errors.licenceLimitAdmin',
  seller: 'users.errors.licenceLimitSeller',
} as const;

/**
 * "Every advisor licence is in use (limit: 6); buy more in Billing" (docs/decisions/064): the
 * message names the limit, for the page that shows it as for the API.
 */
export const licenceLimitMessage = (t: Translate, error: Omit<LicenceLimit, 'code'>) =>
  t(error.role === 'admin' ? LICENCE_LIMIT_MESSAGES.admin : LICENCE_LIMIT_MESSAGES.seller, {
    limit: error.limit,
  });

/**
 * "SMS daily limit reached (2)" and "No phone number found for SMS" (docs/spec/product-spec.md
 * section 8), for the page that shows them as for the API.
 */
export const appLinksErrorMessage = (t: Translate, error: Pick<SendAppLinksError, 'code'>) =>
  error.code === 'SMS.DAILY_LIMIT_REACHED'
    ? t('appLinks.errors.dailyLimit', { limit: SMS_DAILY_LIMIT })
    : error.code === 'SMS.NO_PHONE'
      ? t('appLinks.errors.noPhone')
      : undefined;

/** The business errors of the Users calls whose answer never varies. */
const fixedError = errorTable<UsersErrorCode>({
  'USERS.NOT_FOUND': refuse(404, 'users.errors.notFound'),
  'USERS.CONCESSION_NOT_FOUND': refuse(404, 'users.errors.concessionNotFound'),
  'USERS.CONCESSION_REQUIRED': invalid('json.concession', 'users.errors.concessionRequired'),
  'USERS.ROLE_NOT_ALLOWED': refuse(403, 'users.errors.roleNotAllowed'),
  'USERS.MEMBER_NOT_MANAGEABLE': refuse(403, 'users.errors.memberNotManageable'),
  'USERS.EMAIL_IN_USE': refuse(409, 'users.errors.emailInUse'),
  'USERS.RATE_LIMITED': refuse(429, 'api.rateLimited'),
  'USERS.CANNOT_DELETE_SELF': refuse(422, 'users.errors.cannotDeleteSelf'),
  'USERS.LAST_OWNER': refuse(409, 'users.errors.lastOwner'),
  'USERS.DOCUMENT_NOT_FOR_ROLE': refuse(422, 'users.errors.documentNotForRole'),
  'USERS.NO_PUBLISHED_DOCUMENT': refuse(409, 'users.errors.noPublishedDocument'),
  'SMS.NO_PHONE': refuse(422, 'appLinks.errors.noPhone'),
  'UPLOAD.EMPTY': invalid('form.picture', 'users.validation.pictureEmpty'),
  'UPLOAD.TOO_LARGE': invalid('form.picture', 'users.validation.pictureTooLarge'),
  'UPLOAD.UNSUPPORTED_TYPE': invalid('form.picture', 'users.validation.pictureType'),
});

/** Every business error of the Users calls, answered one way (statuses declared on each route). */
const usersError = (c: Context<AppEnv>, error: UsersError) => {
  if (error.code === 'USERS.LICENCE_LIMIT') {
    return c.json({ message: licenceLimitMessage(c.get('t'), error), code: error.code }, 409);
  }
  if (error.code === 'SMS.DAILY_LIMIT_REACHED') {
    return apiError(c, 429, error.code, 'appLinks.errors.dailyLimit', { limit: error.limit });
  }
  return fixedError(c, error);
};

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(usersError);
