import type { Context } from 'hono';
import type { Result } from '#domain/shared/result.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/** What a success answers with, built from the use case's value (it may wait, or set a cookie). */
type ToBody<T, B> = (value: T) => B | Promise<B>;

/**
 * The one line from a use case's result to an answer (docs/ARCHITECTURE.md, "Requests"): a refusal
 * goes to the module's error table, which `responder(moduleError)` binds; a success is
 * - `respond(c, result, toBody, status?)`: `{ data }` with 200 or 201;
 * - `respond.empty(c, result)`: 204 without a body;
 * - `respond.text(c, result, toText)`: 200 with `{ data }` already made JSON text, for an answer
 *   kept as text (docs/decisions/139);
 * - `respond.bare(c, result, toBody)`: the body without the envelope (the Auth.js-shaped routes
 *   under /api/auth, decision 006).
 */
export const responder = <E, R extends Response>(
  answerError: (c: Context<AppEnv>, error: E) => R,
) => {
  const respond = async <T, B>(
    c: Context<AppEnv>,
    result: Result<T, E>,
    toBody: ToBody<T, B>,
    status: 200 | 201 = 200,
  ) =>
    result.ok ? c.json({ data: await toBody(result.value) }, status) : answerError(c, result.error);
  const bare = async <T, B>(c: Context<AppEnv>, result: Result<T, E>, toBody: ToBody<T, B>) =>
    result.ok ? c.json(await toBody(result.value), 200) : answerError(c, result.error);
  const empty = (c: Context<AppEnv>, result: Result<unknown, E>) =>
    result.ok ? c.body(null, 204) : answerError(c, result.error);
  const text = <T>(c: Context<AppEnv>, result: Result<T, E>, toText: (value: T) => string) =>
    result.ok
      ? c.body(toText(result.value), 200, { 'content-type': 'application/json' })
      : answerError(c, result.error);
  return Object.assign(respond, { bare, empty, text });
};
