import type { makeCreateConcession } from '#application/concessions/create-concession.ts';
import type { makeDeleteConcession } from '#application/concessions/delete-concession.ts';
import type { makeListConcessions } from '#application/concessions/list-concessions.ts';
import { searchTermOf } from '#domain/concessions/directory.ts';
import { ok } from '#domain/shared/result.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respondDirectory } from './directory.errors.ts';
import {
  ConcessionPageSchema,
  ConcessionSummarySchema,
  CreateConcessionBody,
  DeletedConcessionSchema,
  DirectoryQuery,
  toPageBody,
  toSummaryBody,
} from './directory.schemas.ts';

export type ConcessionDirectoryRouteDeps = {
  listConcessions: ReturnType<typeof makeListConcessions>;
  createConcession: ReturnType<typeof makeCreateConcession>;
  deleteConcession: ReturnType<typeof makeDeleteConcession>;
};

const concessions = apiRoutes('Concessions');

const listRoute = concessions.get('/api/concessions', 'concessions.list', {
  summary:
    'The dealerships the caller reaches (PR admin: all; bpm: its assignments and territories), by name, filtered by region, make and name, a page at a time',
  request: { query: DirectoryQuery },
  success: { description: 'One page of dealerships', schema: ConcessionPageSchema },
});

const createRoute = concessions.post('/api/concessions', 'concessions.create', {
  summary:
    'Create a dealership with its owner (who receives the invitation), its makes and its unpaid subscription; a bpm only in a territory it covers',
  request: { body: jsonBody(CreateConcessionBody) },
  success: { status: 201, description: 'The new dealership', schema: ConcessionSummarySchema },
  errors: [404, 409],
});

const deleteRoute = concessions.delete('/api/concessions/{id}', 'concessions.delete', {
  summary:
    'Delete a dealership: it leaves every list, its data stays for the statistics, its accounts are closed and signed out',
  success: { description: 'Deleted', schema: DeletedConcessionSchema },
});

/** The platform's dealership directory (docs/decisions/077, 078). */
export const makeConcessionDirectoryRoutes = (deps: ConcessionDirectoryRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await deps.listConcessions({
        caller: callerOf(c),
        state: query.state || undefined,
        manufacturerId: query.manufacturer,
        search: searchTermOf(query.q),
        page: query.page,
        pageSize: query.pageSize,
      });
      return respondDirectory(c, ok(page), toPageBody);
    })
    .openapi(createRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.createConcession({
        caller: callerOf(c),
        name: body.name,
        language: body.language,
        territoryId: body.territory ?? null,
        manufacturerIds: body.manufacturers,
        ownerEmail: body.ownerEmail,
      });
      return respondDirectory(c, result, toSummaryBody, 201);
    })
    .openapi(deleteRoute, async (c) => {
      const result = await deps.deleteConcession(callerOf(c), c.req.valid('param').id);
      return respondDirectory(c, result, (deleted) => deleted);
    });
