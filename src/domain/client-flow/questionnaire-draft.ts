import { err, ok, type Result } from '#domain/shared/result.ts';
import { mergeQuestionnaire } from './questionnaire-merge.ts';
import type { QuestionnaireIssue } from './questionnaire-readers.ts';
import type { QuestionnaireValidationError } from './questionnaire-validation.ts';
import { OBJECT_FIELDS, PART_FIELDS } from './questionnaire.ts';

/**
 * The answers of the part a buyer is on, saved as they type (decision 024): not checked against
 * the questionnaire's rules (a year is half typed, a required answer is still missing), only kept
 * to a plain, bounded shape, since it is shown back in the form after a reload and never used
 * otherwise. A part's draft is dropped once the part itself is saved.
 */
export type QuestionnaireDraft = Readonly<Record<string, unknown>>;

const FIELDS: ReadonlySet<string> = new Set(Object.values(PART_FIELDS).flat());
/** A draft is at most this long once written as JSON (a whole part 4 is well under 2 000). */
export const MAX_DRAFT_LENGTH = 8_000;
/** The longest text and the longest list one field of a draft holds. */
export const DRAFT_LIMITS = { text: 200, list: 40 } as const;
const { text: MAX_TEXT, list: MAX_LIST } = DRAFT_LIMITS;

const isScalar = (value: unknown) =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= MAX_TEXT);

const subFieldsOf = (field: string): readonly string[] =>
  Object.hasOwn(OBJECT_FIELDS, field) ? OBJECT_FIELDS[field as keyof typeof OBJECT_FIELDS] : [];

/**
 * A value a form field can hold: a scalar, a list of them, or, for an answer that is an object
 * (the current car, the budget), an object of scalars under that answer's own keys only.
 */
const isPlainValue = (field: string, value: unknown): boolean => {
  if (isScalar(value)) return true;
  if (Array.isArray(value)) return value.length <= MAX_LIST && value.every(isScalar);
  if (typeof value === 'object' && value !== null) {
    const keys = subFieldsOf(field);
    return Object.entries(value).every(
      ([key, item]) => keys.includes(key) && (item === undefined || isScalar(item)),
    );
  }
  return false;
};

/**
 * Merges what the form holds now into the saved draft (null clears an answer, as in the saved
 * questionnaire). Refused as a whole, with every problem by path, when a field is unknown or a value
 * is not something a form holds.
 */
export const mergeDraft = (
  saved: QuestionnaireDraft,
  patch: unknown,
): Result<QuestionnaireDraft, QuestionnaireValidationError> => {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    return err({ code: 'QUESTIONNAIRE.INVALID', issues: [{ path: '', code: 'invalid' }] });
  }
  const issues: QuestionnaireIssue[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (!FIELDS.has(key)) issues.push({ path: key, code: 'unknownField' });
    else if (value !== undefined && !isPlainValue(key, value))
      issues.push({ path: key, code: 'invalid' });
  }
  if (issues.length > 0) return err({ code: 'QUESTIONNAIRE.INVALID', issues });
  const merged = mergeQuestionnaire(saved, patch as Record<string, unknown>);
  if (JSON.stringify(merged).length > MAX_DRAFT_LENGTH) {
    return err({
      code: 'QUESTIONNAIRE.INVALID',
      issues: [{ path: '', code: 'tooMany', params: { max: MAX_DRAFT_LENGTH } }],
    });
  }
  return ok(merged);
};

/** The draft without the answers just saved (they are now the questionnaire's own). */
export const draftWithoutFields = (
  draft: QuestionnaireDraft,
  fields: readonly string[],
): QuestionnaireDraft => {
  const saved = new Set(fields);
  return Object.fromEntries(Object.entries(draft).filter(([key]) => !saved.has(key)));
};

/** What a part's form shows: the saved answers, with the draft typed since on top. */
export const answersWithDraft = (
  saved: Readonly<Record<string, unknown>>,
  draft: QuestionnaireDraft,
): Record<string, unknown> => ({ ...saved, ...draft });
