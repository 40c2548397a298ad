import { z } from '@hono/zod-openapi';
import type { GetClientMatches } from '#application/matching/get-client-matches.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { respond } from './matching.errors.ts';
import { MatchSchema, toMatchesBody } from './matching.schemas.ts';

const clientMatchesRoute = defineRoute({
  method: 'get',
  path: '/api/clients/{id}/matches',
  tags: ['Clients'],
  summary: "The dealership's available advisors, best match for this client first",
  description:
    'Available: advisor licence, completed test, heartbeat younger than 2 minutes (on site when the dealership configured its network), no sale in progress. Advisors who speak the client’s language come first, then by score, then least recently assigned.',
  action: 'clients.matches.read',
  request: { params: IdParams },
  success: {
    description: 'The ranking (empty when nobody is available)',
    schema: z.array(MatchSchema),
  },
  errors: [404, 409],
});

export const makeMatchingRoutes = (deps: { getClientMatches: GetClientMatches }) =>
  createApiRouter().openapi(clientMatchesRoute, async (c) => {
    const result = await deps.getClientMatches(c.req.valid('param').id, callerOf(c));
    return respond(c, result, toMatchesBody);
  });
