import { z } from '@hono/zod-openapi';
import type { makeCreateTerritory } from '#application/territories/create-territory.ts';
import type { makeDeleteTerritory } from '#application/territories/delete-territory.ts';
import type { makeGetTerritory } from '#application/territories/get-territory.ts';
import type { makeListTerritories } from '#application/territories/list-territories.ts';
import type { makeUpdateTerritory } from '#application/territories/update-territory.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './territories.errors.ts';
import {
  DeletedTerritorySchema,
  TerritoryBody,
  TerritorySchema,
  toTerritoryBody,
} from './territories.schemas.ts';

export type TerritoryRouteDeps = {
  listTerritories: ReturnType<typeof makeListTerritories>;
  getTerritory: ReturnType<typeof makeGetTerritory>;
  createTerritory: ReturnType<typeof makeCreateTerritory>;
  updateTerritory: ReturnType<typeof makeUpdateTerritory>;
  deleteTerritory: ReturnType<typeof makeDeleteTerritory>;
};

const territories = apiRoutes('Territories');

const listRoute = territories.get('/api/territories', 'territories.read', {
  summary: 'Every territory with its regions, bpm and dealerships, by name',
  success: { description: 'The territories', schema: z.array(TerritorySchema) },
});

const getRoute = territories.get('/api/territories/{id}', 'territories.read', {
  summary: 'One territory with its regions, bpm and dealerships',
  success: { description: 'The territory', schema: TerritorySchema },
});

const createRoute = territories.post('/api/territories', 'territories.write', {
  summary: 'Create a territory: a name, its provinces or states, and the bpm who cover it',
  description:
    'A province or state belongs to one territory at most: one already in another territory is refused with 409 TERRITORIES.REGION_TAKEN, naming that territory (decision 076).',
  request: { body: jsonBody(TerritoryBody) },
  success: { status: 201, description: 'The new territory', schema: TerritorySchema },
  errors: [409],
});

const updateRoute = territories.put('/api/territories/{id}', 'territories.write', {
  summary: 'Replace the name, the regions and the bpm of a territory',
  description:
    'The same checks as the creation (409 TERRITORIES.REGION_TAKEN, TERRITORIES.NAME_TAKEN). Its dealerships stay in it whatever its regions become; bpm removed no longer reach them, bpm added reach them at once (decision 105).',
  request: { body: jsonBody(TerritoryBody) },
  success: { description: 'The territory as it is now', schema: TerritorySchema },
  errors: [409],
});

const deleteRoute = territories.delete('/api/territories/{id}', 'territories.write', {
  summary: 'Delete a territory; its dealerships stay, without a territory',
  success: { description: 'Deleted', schema: DeletedTerritorySchema },
});

/** Territories (decision 080): the regions and bpm of each, managed by the PR admin. */
export const makeTerritoryRoutes = (deps: TerritoryRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) =>
      c.json({ data: (await deps.listTerritories()).map(toTerritoryBody) }, 200),
    )
    .openapi(getRoute, async (c) =>
      respond(c, await deps.getTerritory(c.req.valid('param').id), toTerritoryBody),
    )
    .openapi(createRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.createTerritory({ ...body, bpmIds: body.bpms });
      return respond(c, result, toTerritoryBody, 201);
    })
    .openapi(updateRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.updateTerritory({
        ...body,
        bpmIds: body.bpms,
        territoryId: c.req.valid('param').id,
      });
      return respond(c, result, toTerritoryBody);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      return respond(c, await deps.deleteTerritory(id), () => ({ id }));
    });
