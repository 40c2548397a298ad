import { makeCreateComment } from '#application/comments/create-comment.ts';
import { makeListComments } from '#application/comments/list-comments.ts';
import type { Adapters } from './adapters.ts';

/**
 * Feedback comments: saved with their email to the platform team in one transaction. The team reads
 * French, the product's default language (docs/decisions/023).
 */
export const buildComments = ({ stores, inTransaction, clock, config }: Adapters) => ({
  createComment: makeCreateComment({
    inTransaction,
    clock,
    recipient: { email: config.COMMENTS_EMAIL, language: 'fr' },
  }),
  listComments: makeListComments({ comments: stores.comments }),
});
