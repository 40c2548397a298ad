import type { Context } from 'hono';
import type { SignInError } from '#application/auth/sign-in.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { retryAfter } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

const SIGN_IN_ERRORS = {
  'AUTH.INVALID_CREDENTIALS': { status: 401, message: 'api.invalidCredentials' },
  'AUTH.RATE_LIMITED': { status: 429, message: 'api.rateLimited' },
} as const;

/**
 * A refused sign-in, for the API and the sign-in form alike: its status and its message (too many
 * attempts also set `Retry-After` and say in how many minutes to try again).
 */
export const signInRefusal = (c: Context<AppEnv>, error: SignInError) => {
  const { status, message } = SIGN_IN_ERRORS[error.code];
  const params =
    error.code === 'AUTH.RATE_LIMITED' ? { minutes: retryAfter(c, error.retryAfterMs) } : undefined;
  return { status, message: c.get('t')(message, params) };
};

/** The sign-in call's business errors, answered `{ message, code }`. */
const authError = (c: Context<AppEnv>, error: SignInError) => {
  const { status, message } = signInRefusal(c, error);
  return c.json({ message, code: error.code }, status);
};

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(authError);
