import type { Context } from 'hono';
import type { MessageKey } from '#ui/i18n/translator.ts';
import type { PasswordFieldErrors } from '#ui/pages/public/password-fields.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError, invalidFields, retryAfter } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

type Entry = {
  status: 400 | 403 | 404 | 409 | 422 | 429;
  key: MessageKey;
  /** The field the message belongs next to, on a form or in a validation error. */
  field?: 'password' | 'confirmation' | 'oldPassword';
};

/** The one table from the password use cases' error codes to HTTP status and message. */
export const PASSWORD_ERRORS = {
  'PASSWORD.REQUIRED': { status: 400, key: 'api.passwordRequired', field: 'password' },
  'PASSWORD.WEAK': { status: 400, key: 'passwords.errors.weak', field: 'password' },
  'PASSWORD.CONFIRMATION_REQUIRED': {
    status: 400,
    key: 'passwords.errors.confirmationRequired',
    field: 'confirmation',
  },
  'PASSWORD.MISMATCH': { status: 400, key: 'passwords.errors.mismatch', field: 'confirmation' },
  'PASSWORD.WRONG': { status: 422, key: 'passwords.errors.wrongPassword', field: 'oldPassword' },
  'PASSWORD.ALREADY_SET': { status: 409, key: 'passwords.errors.alreadySet' },
  'PASSWORD.STATION_ACCOUNT': { status: 409, key: 'passwords.errors.stationAccount' },
  'USERS.MEMBER_NOT_MANAGEABLE': { status: 403, key: 'users.errors.memberNotManageable' },
  'USER.NOT_FOUND': { status: 404, key: 'api.notFound' },
  'CONCESSION.NOT_FOUND': { status: 404, key: 'api.notFound' },
  'LINK.INVALID': { status: 422, key: 'passwords.link.invalid.heading' },
  'LINK.EXPIRED': { status: 422, key: 'passwords.link.expired.heading' },
  'AUTH.RATE_LIMITED': { status: 429, key: 'api.rateLimited' },
} as const satisfies Record<string, Entry>;

export type PasswordErrorCode = keyof typeof PASSWORD_ERRORS;
export type PasswordRouteError =
  | { code: Exclude<PasswordErrorCode, 'AUTH.RATE_LIMITED'> }
  | { code: 'AUTH.RATE_LIMITED'; retryAfterMs: number };

/**
 * The JSON answer to a refused password operation. Policy failures are validation errors (400, the
 * one shape, the message under the field's path); `fields` renames a field for routes whose body
 * calls it differently (`newPassword`).
 */
const passwordsError = (
  c: Context<AppEnv>,
  error: PasswordRouteError,
  fields: Partial<Record<NonNullable<Entry['field']>, string>> = {},
) => {
  const entry: Entry = PASSWORD_ERRORS[error.code];
  if (entry.status === 400) {
    const field = entry.field ? (fields[entry.field] ?? entry.field) : 'body';
    return invalidFields(c, [{ path: `json.${field}`, message: c.get('t')(entry.key) }]);
  }
  if (error.code === 'AUTH.RATE_LIMITED') {
    const minutes = retryAfter(c, error.retryAfterMs);
    return apiError(c, 429, error.code, entry.key, { minutes });
  }
  return apiError(c, entry.status, error.code, entry.key);
};

/** The same refusal for a page's form: messages next to their fields, or one for the whole form. */
export const passwordFormErrors = (
  c: Context<AppEnv>,
  error: PasswordRouteError,
): { errors: PasswordFieldErrors; error?: string } => {
  const entry: Entry = PASSWORD_ERRORS[error.code];
  const message =
    error.code === 'AUTH.RATE_LIMITED'
      ? c.get('t')(entry.key, { minutes: retryAfter(c, error.retryAfterMs) })
      : c.get('t')(entry.key);
  return entry.field === 'password' || entry.field === 'confirmation'
    ? { errors: { [entry.field]: message } }
    : { errors: {}, error: message };
};

/** The password calls' answer to a use case's result: `{ data }` (or the body alone under /api/auth), or the table. */
export const respond = responder(passwordsError);
/** Changing one's password names the new one `newPassword`. */
export const respondToChange = responder((c: Context<AppEnv>, error: PasswordRouteError) =>
  passwordsError(c, error, { password: 'newPassword' }),
);
/** An invitation is refused with the problem alone (`LINK.INVALID`, `LINK.EXPIRED`). */
export const respondToInvite = responder(
  (c: Context<AppEnv>, problem: 'LINK.INVALID' | 'LINK.EXPIRED') =>
    passwordsError(c, { code: problem }),
);
