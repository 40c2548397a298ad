import { z } from '@hono/zod-openapi';
import type { GetClientMatches } from '#application/matching/get-client-matches.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './matching.errors.ts';
import { MatchSchema, toMatchesBody } from './matching.schemas.ts';

const clientMatchesRoute = apiRoutes('Clients').get(
  '/api/clients/{id}/matches',
  'clients.matches.read',
  {
    summary: "The dealership's available advisors, best match for this client first",
    description:
      'Available: advisor licence, completed test, heartbeat younger than 2 minutes (on site when the dealership configured its network), no sale in progress. Advisors who speak the client’s language come first, then by score, then least recently assigned.',
    success: {
      description: 'The ranking (empty when nobody is available)',
      schema: z.array(MatchSchema),
    },
    errors: [409],
  },
);

export const makeMatchingRoutes = (deps: { getClientMatches: GetClientMatches }) =>
  createApiRouter().openapi(clientMatchesRoute, async (c) => {
    const result = await deps.getClientMatches(c.req.valid('param').id, callerOf(c));
    return respond(c, result, toMatchesBody);
  });
