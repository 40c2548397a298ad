import { z } from '@hono/zod-openapi';
import type { CommentRecord } from '#application/ports/comment-store.port.ts';
import { ROLES } from '#domain/access/roles.ts';
import { FEEDBACK_CATEGORIES } from '#domain/feedback/categories.ts';
import { COMMENT_MESSAGE_MAX } from '#domain/feedback/comment.ts';
import { text } from '#adapters/http/validation/text.ts';

// Messages that are catalogue keys are translated into the caller's language by the validation hook.

const Category = z.enum(FEEDBACK_CATEGORIES, { error: 'comments.validation.categoryUnknown' });

export const NewCommentBody = z
  .object({
    category: Category,
    message: text({
      min: 1,
      max: COMMENT_MESSAGE_MAX,
      required: 'comments.validation.messageRequired',
      tooLong: 'comments.validation.messageTooLong',
    }).openapi({ description: `Trimmed; 1 to ${COMMENT_MESSAGE_MAX} characters` }),
  })
  .openapi('NewComment', {
    example: {
      category: 'feature',
      message: 'Could the waiting list show how long each client has waited?',
    },
  });

export const ListCommentsQuery = z.object({
  category: Category.optional().openapi({
    param: { name: 'category', in: 'query' },
    description: 'Only comments of this category',
  }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const CommentSchema = z
  .object({
    id: z.uuid(),
    category: z.enum(FEEDBACK_CATEGORIES),
    message: z.string(),
    author: z
      .object({
        id: z.uuid(),
        name: z.string().nullable(),
        email: z.string(),
        role: z.enum(ROLES),
      })
      .nullable()
      .openapi({ description: 'Null once the account is gone' }),
    concession: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .openapi({ description: "The author's dealership; null for platform accounts" }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('Comment');

export const toCommentBody = (comment: CommentRecord): z.infer<typeof CommentSchema> => ({
  id: comment.id,
  category: comment.category,
  message: comment.message,
  author: comment.author,
  concession: comment.concession,
  createdAt: comment.createdAt.toISOString(),
});
