import type { z } from '@hono/zod-openapi';
import type { Translate } from '#ui/i18n/translator.ts';
import { issueMessage } from '#adapters/http/validation/issue-message.ts';

/** A refused form's first message for each field, by the field's name (the issue's first path key). */
export const issuesByField = (
  t: Translate,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issueMessage(t, issue, input);
  }
  return errors;
};

/** A posted form's text field, or '' (a file or a missing field). */
export const formText = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};
