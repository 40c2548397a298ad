import type { Context } from 'hono';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError, retryAfter } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** Too many reports from one session or address: 429 with when to try again. */
const loggingError = (c: Context<AppEnv>, error: { code: 'RATE_LIMITED'; retryAfterMs: number }) =>
  apiError(c, 429, error.code, 'api.rateLimited', { minutes: retryAfter(c, error.retryAfterMs) });

/** The module's answer to a use case's result (api/respond.ts). */
export const respond = responder(loggingError);
