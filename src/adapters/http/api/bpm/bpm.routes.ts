import { z } from '@hono/zod-openapi';
import type { makeCreateBpm } from '#application/bpms/create-bpm.ts';
import type { makeDeleteBpm } from '#application/bpms/delete-bpm.ts';
import type { makeGetBpm } from '#application/bpms/get-bpm.ts';
import type { makeListBpmAccounts } from '#application/bpms/list-bpm-accounts.ts';
import type { makeUpdateBpm } from '#application/bpms/update-bpm.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './bpm.errors.ts';
import {
  BpmDetailSchema,
  BpmSchema,
  CreateBpmBody,
  DeletedBpmSchema,
  ListBpmQuery,
  toBpmBody,
  toBpmDetailBody,
  UpdateBpmBody,
} from './bpm.schemas.ts';

export type BpmRouteDeps = {
  listBpmAccounts: ReturnType<typeof makeListBpmAccounts>;
  getBpm: ReturnType<typeof makeGetBpm>;
  createBpm: ReturnType<typeof makeCreateBpm>;
  updateBpm: ReturnType<typeof makeUpdateBpm>;
  deleteBpm: ReturnType<typeof makeDeleteBpm>;
};

const bpm = apiRoutes('Bpm');

const listRoute = bpm.get('/api/bpm', 'bpm.manage', {
  summary: 'The Best Pairing managers, by name (search and pages)',
  description:
    'Searched by name or email (`q`), `limit` at a time from `offset`; `all=true` answers every match. The `X-Total-Count` header gives the number of matches.',
  request: { query: ListBpmQuery },
  success: { description: 'The bpm accounts', schema: z.array(BpmSchema) },
});

const createRoute = bpm.post('/api/bpm', 'bpm.manage', {
  summary: 'Create a Best Pairing manager; they receive an email to create their password',
  request: { body: jsonBody(CreateBpmBody) },
  success: { status: 201, description: 'The new account', schema: BpmSchema },
  errors: [409],
});

const getRoute = bpm.get('/api/bpm/{id}', 'bpm.manage', {
  summary: 'One Best Pairing manager, with its territories and dealerships',
  success: { description: 'The account', schema: BpmDetailSchema },
});

const updateRoute = bpm.put('/api/bpm/{id}', 'bpm.manage', {
  summary: "Change a Best Pairing manager's names, phone and language",
  request: { body: jsonBody(UpdateBpmBody) },
  success: { description: 'The account as it is now', schema: BpmSchema },
});

const deleteRoute = bpm.delete('/api/bpm/{id}', 'bpm.manage', {
  summary: 'Delete a Best Pairing manager (kept for the records) and end all their sessions',
  success: { description: 'Deleted', schema: DeletedBpmSchema },
});

/** Bpm (docs/spec/product-spec.md section 7): the platform administrator's bpm accounts. */
export const makeBpmRoutes = (deps: BpmRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const { bpms, total } = await deps.listBpmAccounts({
        search: query.q ?? '',
        page: query.all ? null : { limit: query.limit, offset: query.offset },
      });
      c.header('X-Total-Count', String(total));
      return c.json({ data: bpms.map(toBpmBody) }, 200);
    })
    .openapi(createRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.createBpm({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        language: body.language ?? null,
      });
      return respond(c, result, toBpmBody, 201);
    })
    .openapi(getRoute, async (c) =>
      respond(c, await deps.getBpm(c.req.valid('param').id), toBpmDetailBody),
    )
    .openapi(updateRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.updateBpm({
        bpmId: c.req.valid('param').id,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        language: body.language,
      });
      return respond(c, result, toBpmBody);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      return respond(c, await deps.deleteBpm(id), () => ({ id }));
    });
