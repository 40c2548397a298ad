import { z } from '@hono/zod-openapi';

/**
 * Every id the API takes (path, query, body): one schema, and one message for an id that is not one
 * (the error map's, `validation.format.id`, in fr and en); a missing one is required like any field.
 */
export const Id = z.uuid();

/** The `{id}` of every path. */
export const IdParams = z.object({
  id: Id.openapi({
    param: { name: 'id', in: 'path' },
    example: '0b8f6a52-3f0e-4f4e-9d1c-2a5b7c9e1f00',
  }),
});
