import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Node's answer to the request, which @hono/node-server passes to the app (`c.env.outgoing`); none
 * when the app is called in process (`app.request`, the tests). A header set on it before the
 * answer is made is written with the answer, without going through the Fetch API's `Headers` of
 * the finished response (docs/decisions/143). An answer's own header of the same name wins over it.
 */
export const nodeAnswerOf = (c: Context): ServerResponse | undefined =>
  (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
