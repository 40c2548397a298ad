import { z } from '@hono/zod-openapi';
import { isStorableText, unstorablePaths } from '#domain/validation/text.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';

const CHARACTERS: MessageKey = 'validation.characters';

export type TextOptions = {
  /** The longest text taken (after trimming); every string has a bound. */
  max: number;
  /** At least this many characters (after trimming); 1 makes the field required. */
  min?: number;
  /** Leading and trailing spaces dropped (not for passwords and tokens). Default true. */
  trim?: boolean;
  /** The field's own messages, when "required" or "too long" should name it. */
  required?: MessageKey;
  tooLong?: MessageKey;
};

/**
 * The one schema for every string the API and the page forms accept (docs/decisions/028): no NUL
 * and no broken character (PostgreSQL refuses both, and a 5xx is not an answer), trimmed and
 * bounded. Each problem gets a message of our catalogues in the caller's language.
 */
export const text = ({ max, min = 0, trim = true, required, tooLong }: TextOptions) => {
  const base = z
    .string(required ? { error: required } : undefined)
    .refine(isStorableText, { message: CHARACTERS, abort: true });
  const trimmed = trim ? base.trim() : base;
  return (min > 0 ? trimmed.min(min, required) : trimmed).max(max, tooLong);
};

/**
 * For values taken as they come (answers by key, checked by the use case): each string and key in
 * them that cannot be stored is an issue at its own path.
 */
const refuseUnstorable = (value: unknown, context: z.RefinementCtx) => {
  for (const path of unstorablePaths(value)) {
    context.addIssue({ code: 'custom', message: CHARACTERS, path });
  }
};

/** An object of values by key (answers, a page's form), any value, but only storable text. */
export const storableRecord = () => z.record(z.string(), z.unknown()).superRefine(refuseUnstorable);

/** A file of a multipart form; its name is text like any other (its bytes are checked apart). */
export const file = (error: MessageKey) =>
  z
    .instanceof(File, { error })
    .refine((value) => isStorableText(value.name), { message: CHARACTERS, path: ['name'] });
