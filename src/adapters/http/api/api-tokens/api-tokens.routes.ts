import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { TOKEN_EXPIRY_DAYS } from '#domain/access/api-tokens.ts';
import type { makeCreateApiToken } from '#application/api-tokens/create-api-token.ts';
import type { makeListApiTokens } from '#application/api-tokens/list-api-tokens.ts';
import type { makeRevokeApiToken } from '#application/api-tokens/revoke-api-token.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { sessionSecurityOf } from '#adapters/http/api/openapi-contract.ts';
import { respond, tokensError } from './api-tokens.errors.ts';
import {
  ApiTokenSchema,
  CreatedApiTokenSchema,
  NewApiTokenBody,
  toApiTokenBody,
  toCreatedApiTokenBody,
} from './api-tokens.schemas.ts';

export type ApiTokenRouteDeps = {
  createApiToken: ReturnType<typeof makeCreateApiToken>;
  listApiTokens: ReturnType<typeof makeListApiTokens>;
  revokeApiToken: ReturnType<typeof makeRevokeApiToken>;
};

/** The bearer scheme of the OpenAPI document: any operation a token's role may call accepts it. */
export const API_TOKEN_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description:
    'An API token (`bp_...`) made at /owner/settings/api-tokens, /admin/settings/api-tokens, /bpm/api-tokens or /pr-admin/settings/api-tokens: `Authorization: Bearer <token>`, no cookie, no CSRF token. It acts with its role scope under the same policy table and tenancy as a session; revoked or expired, it gets 401 `TOKEN_REVOKED` or `TOKEN_EXPIRED` (decision 054).',
} as const;

const tokens = apiRoutes('API tokens');
const SESSION_ONLY =
  ' Needs a signed-in session: a token cannot manage tokens (`TOKENS.SESSION_REQUIRED`).';

const listRoute = tokens.get('/api/api-tokens', 'apiTokens.manage', {
  summary:
    "The API tokens within reach: the dealership's (owner, admin) or one's own (bpm, prAdmin)",
  description: `Newest first, revoked ones included; never a secret.${SESSION_ONLY}`,
  security: sessionSecurityOf('get'),
  success: { description: 'The tokens', schema: z.array(ApiTokenSchema) },
});

const createRoute = tokens.post('/api/api-tokens', 'apiTokens.manage', {
  summary: 'Create a named API token with a role scope and an expiry; the secret is returned once',
  description: `The scope is at most the caller's role and the token is bound to the caller's dealership(s); the dealership's owner is emailed.${SESSION_ONLY}`,
  security: sessionSecurityOf('post'),
  request: { body: jsonBody(NewApiTokenBody) },
  success: { status: 201, description: 'The token and its secret', schema: CreatedApiTokenSchema },
});

const revokeRoute = tokens.delete('/api/api-tokens/{id}', 'apiTokens.manage', {
  summary: 'Revoke an API token: it gets 401 `TOKEN_REVOKED` from now on',
  description: SESSION_ONLY.trim(),
  security: sessionSecurityOf('delete'),
  success: { status: 204, description: 'Revoked' },
});

/** A token never manages tokens: only a person signed in does (decision 054). */
const byToken = (c: Context<AppEnv>) =>
  c.get('viewer')?.apiTokenId ? tokensError(c, { code: 'TOKENS.SESSION_REQUIRED' }) : null;

/** API tokens (decision 054): GET and POST /api/api-tokens, DELETE /api/api-tokens/{id}. */
export const makeApiTokenRoutes = (deps: ApiTokenRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => {
      const refused = byToken(c);
      if (refused) return refused;
      const list = await deps.listApiTokens(callerOf(c));
      return c.json({ data: list.map(toApiTokenBody) }, 200);
    })
    .openapi(createRoute, async (c) => {
      const refused = byToken(c);
      if (refused) return refused;
      const body = c.req.valid('json');
      const result = await deps.createApiToken({
        ...callerOf(c),
        name: body.name,
        tokenScope: body.scope,
        expiresInDays: body.expiresInDays ?? TOKEN_EXPIRY_DAYS.default,
      });
      return respond(c, result, toCreatedApiTokenBody, 201);
    })
    .openapi(revokeRoute, async (c) => {
      const refused = byToken(c);
      if (refused) return refused;
      const result = await deps.revokeApiToken({ ...callerOf(c), id: c.req.valid('param').id });
      return respond.empty(c, result);
    });
