import { err, ok, type Result } from '#domain/shared/result.ts';
import { isFeedbackCategory, type FeedbackCategory } from './categories.ts';

/**
 * A comment's message, once trimmed: required, and at most 2000 characters (docs/decisions/023):
 * room for a detailed account of a problem, short enough to read in one email.
 */
export const COMMENT_MESSAGE_MAX = 2000;

export type CommentDraft = { category: FeedbackCategory; message: string };

/** What is wrong with each field of a comment form; a field that is fine is absent. */
export type CommentFieldProblems = {
  category?: 'required' | 'unknown';
  message?: 'required' | 'tooLong';
};

export type CommentInvalid = { code: 'COMMENTS.INVALID'; fields: CommentFieldProblems };

/**
 * Checks a comment as typed (a form may post anything): one of the feedback categories and a
 * non-empty message within the limit. Every problem is reported at once, by field, so a form can
 * show each one next to its field.
 */
export const checkComment = (input: {
  category: string;
  message: string;
}): Result<CommentDraft, CommentInvalid> => {
  const fields: CommentFieldProblems = {};
  const category = input.category.trim();
  if (category === '') fields.category = 'required';
  else if (!isFeedbackCategory(category)) fields.category = 'unknown';
  // Windows line ends count as one character, as the textarea's own counter does.
  const message = input.message.replace(/\r\n/g, '\n').trim();
  if (message === '') fields.message = 'required';
  else if ([...message].length > COMMENT_MESSAGE_MAX) fields.message = 'tooLong';
  if (fields.category || fields.message || !isFeedbackCategory(category)) {
    return err({ code: 'COMMENTS.INVALID', fields });
  }
  return ok({ category, message });
};
