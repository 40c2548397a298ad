import type { z } from '@hono/zod-openapi';
import { isMessageKey, type MessageKey, type Translate } from '#ui/i18n/translator.ts';

type Issue = z.core.$ZodIssue;
type Params = Record<string, string | number>;

const EXPECTED: Record<string, MessageKey> = {
  string: 'validation.expected.string',
  number: 'validation.expected.number',
  int: 'validation.expected.integer',
  boolean: 'validation.expected.boolean',
  array: 'validation.expected.array',
  object: 'validation.expected.object',
  record: 'validation.expected.object',
  File: 'validation.expected.file',
};

const FORMATS: Record<string, MessageKey> = {
  uuid: 'validation.format.id',
  guid: 'validation.format.id',
  email: 'validation.format.email',
  url: 'validation.format.url',
  date: 'validation.format.date',
  datetime: 'validation.format.datetime',
};

/** The value the request held at an issue's path (zod keeps only the path). */
const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
};

const sizeKey = (
  origin: string,
  inclusive: boolean | undefined,
  bound: 'tooSmall' | 'tooBig',
): MessageKey => {
  if (origin === 'string' || origin === 'array') return `validation.${bound}.${origin}`;
  if (origin === 'number' || origin === 'bigint') {
    return inclusive === false
      ? `validation.${bound}.numberExclusive`
      : `validation.${bound}.number`;
  }
  if (origin === 'set') return `validation.${bound}.array`;
  return bound === 'tooBig' && origin === 'file'
    ? 'validation.tooBig.file'
    : `validation.${bound}.other`;
};

/** Our catalogue's message for what zod found, before any schema's own message. */
const defaultKey = (issue: Issue, input: unknown): MessageKey => {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? 'validation.required'
        : (EXPECTED[issue.expected] ?? 'validation.expected.other');
    case 'too_small':
      // A text that must not be empty: the field is required.
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? 'validation.required'
        : sizeKey(issue.origin, issue.inclusive, 'tooSmall');
    case 'too_big':
      return sizeKey(issue.origin, issue.inclusive, 'tooBig');
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'validation.format.other';
    case 'invalid_value':
      return 'validation.oneOf';
    case 'unrecognized_keys':
      return 'validation.unknownFields';
    case 'not_multiple_of':
      return 'validation.multipleOf';
    default:
      return 'validation.invalid';
  }
};

/** The numbers and lists a message may name: `{{min}}`, `{{max}}`, `{{values}}`, `{{keys}}`. */
const paramsOf = (issue: Issue): Params => {
  switch (issue.code) {
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'invalid_value':
      return { values: issue.values.map(String).join(', ') };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', ') };
    case 'not_multiple_of':
      return { divisor: Number(issue.divisor) };
    case 'custom':
      // A schema's own check may name what it refused (`params: { value }`).
      return (issue.params ?? {}) as Params;
    default:
      return {};
  }
};

/**
 * The one error map from zod's findings to our catalogues (docs/decisions/029): a schema's own
 * message (a catalogue key) wins, any other issue gets the catalogue's message for its kind, in the
 * caller's language. The library's English never reaches a user. `input` is what was validated,
 * to tell a missing field from a wrong one.
 */
export const issueMessage = (t: Translate, issue: Issue, input: unknown): string =>
  t(isMessageKey(issue.message) ? issue.message : defaultKey(issue, input), paramsOf(issue));
