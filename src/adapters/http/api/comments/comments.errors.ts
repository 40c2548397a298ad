import type { Context } from 'hono';
import type { CommentFieldProblems } from '#domain/feedback/comment.ts';
import { COMMENT_MESSAGE_MAX } from '#domain/feedback/comment.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The message for each problem of a comment's fields, shared by the API and the pages. */
export const commentFieldMessages = (t: Translate, fields: CommentFieldProblems) => {
  // Only the fields with a problem: each entry becomes an issue.
  const messages: Partial<Record<keyof CommentFieldProblems, string>> = {};
  if (fields.category) {
    messages.category = t(
      fields.category === 'required'
        ? 'comments.validation.categoryRequired'
        : 'comments.validation.categoryUnknown',
    );
  }
  if (fields.message) {
    messages.message =
      fields.message === 'required'
        ? t('comments.validation.messageRequired')
        : t('comments.validation.messageTooLong', { max: COMMENT_MESSAGE_MAX });
  }
  return messages;
};

/**
 * The Comments calls' one business error: a comment the rules refuse (what the schema lets through,
 * such as a message of spaces only), answered in the validation shape, one issue per field.
 */
const commentsError = (
  c: Context<AppEnv>,
  error: { code: 'COMMENTS.INVALID'; fields: CommentFieldProblems },
) =>
  invalidFields(
    c,
    Object.entries(commentFieldMessages(c.get('t'), error.fields)).map(([field, message]) => ({
      path: `json.${field}`,
      message,
    })),
  );

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(commentsError);
