import { err, ok } from '#domain/shared/result.ts';
import type { Result } from '#domain/shared/result.ts';
import { FORMS } from './items.ts';
import type { AnswerValue, FormId, ItemKey } from './items.ts';

/** Answers by item key; a draft (prepareOnly) sheet may leave items out. */
export type AnswerSheet = { readonly [K in ItemKey]?: AnswerValue };

declare const completeFor: unique symbol;
/**
 * A sheet that answers every item of form F. Only `validateAnswers` with `prepareOnly: false` makes
 * one, so scoring cannot be handed a draft or another form's sheet by mistake.
 */
export type CompleteAnswers<F extends FormId> = AnswerSheet & { readonly [completeFor]: F };

export type AnswerIssueCode =
  | 'UNKNOWN_ITEM' // not an item of this form
  | 'INVALID_VALUE' // not an integer in 1..5
  | 'INCOMPLETE'; // final submit with items left out

export type AnswerIssue = { readonly code: AnswerIssueCode; readonly keys: readonly string[] };

export type AnswerValidationError = {
  readonly code: 'QUESTIONNAIRE.INVALID_ANSWERS';
  /** Every problem at once, so a form can mark all offending items in one round trip. */
  readonly issues: readonly AnswerIssue[];
};

export type ValidateAnswersOptions = {
  /** `PUT /api/users/{id}/questionnaire` with prepareOnly saves a partial test without scoring. */
  readonly prepareOnly: boolean;
};

const FORM_KEY_SETS: { readonly [F in FormId]: ReadonlySet<string> } = {
  seller40: new Set(FORMS.seller40),
  client16: new Set(FORMS.client16),
};

export const isAnswerValue = (value: unknown): value is AnswerValue =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * Checks an answer sheet against a form. `null` and `undefined` count as "not answered yet" because
 * a JSON draft has no other way to say so; any other non 1..5 value is an error.
 */
export function validateAnswers<F extends FormId>(
  form: F,
  input: Readonly<Record<string, unknown>>,
  options: { readonly prepareOnly: false },
): Result<CompleteAnswers<F>, AnswerValidationError>;
export function validateAnswers(
  form: FormId,
  input: Readonly<Record<string, unknown>>,
  options: ValidateAnswersOptions,
): Result<AnswerSheet, AnswerValidationError>;
export function validateAnswers(
  form: FormId,
  input: Readonly<Record<string, unknown>>,
  options: ValidateAnswersOptions,
): Result<AnswerSheet, AnswerValidationError> {
  const formKeys = FORM_KEY_SETS[form];
  const unknown = Object.keys(input).filter((key) => !formKeys.has(key));
  const invalid: ItemKey[] = [];
  const missing: ItemKey[] = [];
  const sheet: { [K in ItemKey]?: AnswerValue } = {};
  // Walking the form (not the input) keeps the reported keys and the sheet in questionnaire order.
  for (const key of FORMS[form]) {
    const value = Object.hasOwn(input, key) ? input[key] : undefined;
    if (value === undefined || value === null) missing.push(key);
    else if (isAnswerValue(value)) sheet[key] = value;
    else invalid.push(key);
  }
  const issues: AnswerIssue[] = [];
  if (unknown.length > 0) issues.push({ code: 'UNKNOWN_ITEM', keys: unknown });
  if (invalid.length > 0) issues.push({ code: 'INVALID_VALUE', keys: invalid });
  if (!options.prepareOnly && missing.length > 0)
    issues.push({ code: 'INCOMPLETE', keys: missing });
  if (issues.length > 0) return err({ code: 'QUESTIONNAIRE.INVALID_ANSWERS', issues });
  return ok(sheet);
}
