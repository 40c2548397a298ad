import type { Context } from 'hono';
import type { MessageKey } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** Every error body: `{ message, code }`, the message in the caller's language. */
export const apiError = (
  c: Context<AppEnv>,
  status: ErrorStatus,
  code: string,
  messageKey: MessageKey,
  params?: Record<string, string | number>,
) => c.json({ message: c.get('t')(messageKey, params), code }, status);

/** One shape for every validation error: `{ message, code: 'VALIDATION_ERROR', issues }`. */
export const invalidFields = (
  c: Context<AppEnv>,
  issues: readonly { path: string; message: string }[],
) =>
  c.json({ message: c.get('t')('api.validation'), code: 'VALIDATION_ERROR' as const, issues }, 400);

/**
 * A refusal for too many attempts says when to come back: the `Retry-After` header (seconds) is set
 * and the whole minutes returned for the message ("try again in N minutes").
 */
export const retryAfter = (c: Context<AppEnv>, retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  c.header('Retry-After', String(minutes * 60));
  return minutes;
};

/** Whether a request is an API call (answered in JSON) rather than a page. */
export const isApi = (c: Context) => c.req.path.startsWith('/api/') || c.req.path === '/api';
