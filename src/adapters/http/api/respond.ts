import type { Context } from 'hono';
import type { Result } from '#domain/shared/result.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/**
 * The one line from a use case's result to an answer: `{ data }` (its body built from the value)
 * with the success status, or the module's error table. `responder(moduleError)` binds the table.
 */
export const responder =
  <E, R extends Response>(answerError: (c: Context<AppEnv>, error: E) => R) =>
  <T, B>(
    c: Context<AppEnv>,
    result: Result<T, E>,
    toBody: (value: T) => B,
    status: 200 | 201 = 200,
  ) =>
    result.ok ? c.json({ data: toBody(result.value) }, status) : answerError(c, result.error);
