import type { Context } from 'hono';
import type { MessageKey } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError, invalidFields, retryAfter, type ErrorStatus } from './errors.ts';

/**
 * How one business error code is answered: a status and a message, or, for a problem with one field
 * of the request, the validation shape naming that field (so a form shows it under the field).
 */
export type ErrorAnswer =
  | { status: Exclude<ErrorStatus, 400>; message: MessageKey }
  | { status: 400; field: string; message: MessageKey };

/**
 * A module's business error codes, each answered one way: the one place they map to HTTP. A refusal
 * that says when to try again (`retryAfterMs`) sets Retry-After and gives the message its minutes.
 */
export const errorTable =
  <Code extends string>(table: Record<Code, ErrorAnswer>) =>
  (c: Context<AppEnv>, error: { code: Code; retryAfterMs?: number }) => {
    const answer = table[error.code];
    if (answer.status === 400) {
      return invalidFields(c, [{ path: answer.field, message: c.get('t')(answer.message) }]);
    }
    const params =
      error.retryAfterMs === undefined ? undefined : { minutes: retryAfter(c, error.retryAfterMs) };
    return apiError(c, answer.status, error.code, answer.message, params);
  };

/** The answer of a code: its status and message (one line of a module's table). */
export const refuse = (status: Exclude<ErrorStatus, 400>, message: MessageKey): ErrorAnswer => ({
  status,
  message,
});

/** The answer of a code that is a problem with one field: a 400 naming that field. */
export const invalid = (field: string, message: MessageKey): ErrorAnswer => ({
  status: 400,
  field,
  message,
});
