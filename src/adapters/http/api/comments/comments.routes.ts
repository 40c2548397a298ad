import { z } from '@hono/zod-openapi';
import type { makeCreateComment } from '#application/comments/create-comment.ts';
import type { makeListComments } from '#application/comments/list-comments.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './comments.errors.ts';
import {
  CommentSchema,
  ListCommentsQuery,
  NewCommentBody,
  toCommentBody,
} from './comments.schemas.ts';

export type CommentRouteDeps = {
  createComment: ReturnType<typeof makeCreateComment>;
  listComments: ReturnType<typeof makeListComments>;
};

const comments = apiRoutes('Comments');

const createCommentRoute = comments.post('/api/comments', 'comments.create', {
  summary: 'Send feedback to the Best Pairing team (emailed to them)',
  request: { body: jsonBody(NewCommentBody) },
  success: { status: 201, description: 'The comment sent', schema: CommentSchema },
});

const listCommentsRoute = comments.get('/api/comments', 'comments.read', {
  summary: "Feedback, newest first: everyone's for the PR admin, one's own for the others",
  request: { query: ListCommentsQuery },
  success: { description: 'The comments', schema: z.array(CommentSchema) },
});

/** Comments (docs/spec/product-spec.md section 7): POST and GET /api/comments. */
export const makeCommentRoutes = (deps: CommentRouteDeps) =>
  createApiRouter()
    .openapi(createCommentRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.createComment({ ...callerOf(c), ...body });
      return respond(c, result, toCommentBody, 201);
    })
    .openapi(listCommentsRoute, async (c) => {
      const query = c.req.valid('query');
      const { comments } = await deps.listComments({ ...callerOf(c), ...query });
      return c.json({ data: comments.map(toCommentBody) }, 200);
    });
