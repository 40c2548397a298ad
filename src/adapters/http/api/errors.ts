import type { Context } from 'hono';
import type { MessageKey } from '../../../ui/i18n/translator.ts';
import type { AppEnv } from '../env.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** Every error body: `{ message, code }`, the message in the caller's language. */
export const apiError = (
  c: Context<AppEnv>,
  status: ErrorStatus,
  code: string,
  messageKey: MessageKey,
  params?: Record<string, string | number>,
) => c.json({ message: c.var.t(messageKey, params), code }, status);
