import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import type { CommentRecord, CommentStore } from '#application/ports/comment-store.port.ts';
import type { Caller } from './create-comment.ts';

export type ListCommentsInput = Caller & {
  category?: FeedbackCategory | undefined;
  limit: number;
  offset: number;
};

/**
 * GET /api/comments and the comments pages: the PR admin (scope `all`) reads everyone's; every
 * other role reads only the comments they wrote themselves (scope `self`).
 */
export const makeListComments =
  (deps: { comments: Pick<CommentStore, 'list'> }) =>
  (input: ListCommentsInput): Promise<{ comments: CommentRecord[]; total: number }> =>
    deps.comments.list({
      authorUserId: input.scope === 'all' ? undefined : input.actor.userId,
      category: input.category,
      limit: input.limit,
      offset: input.offset,
    });
