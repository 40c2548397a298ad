/** Answer readers for validateQuestionnaire: each checks one value and reports its issue by path. */
import { MAX_CHOICES } from '#domain/validation/choices.ts';

export const LIMITS = {
  textLength: 60,
  oldestCarYear: 1950,
  maxMileage: 2_000_000,
  maxAmount: 100_000,
  maxModelsOfInterest: 10,
  maxChoices: MAX_CHOICES,
} as const;

export type QuestionnaireIssueCode =
  | 'required'
  | 'notAllowed'
  | 'invalid'
  | 'unknownOption'
  | 'tooMany'
  | 'outOfRange'
  | 'tooLong'
  | 'unknownField'
  | 'unknownCar';

export type QuestionnaireIssue = {
  /** Dotted path inside the questionnaire: `budget.amount`, `interiorOptions`. */
  readonly path: string;
  readonly code: QuestionnaireIssueCode;
  readonly params?: Readonly<Record<string, number>>;
};

export type Reader = {
  issues: QuestionnaireIssue[];
  add: (path: string, code: QuestionnaireIssueCode, params?: Record<string, number>) => void;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const readBoolean = (r: Reader, path: string, value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  r.add(path, 'invalid');
  return undefined;
};

export const readOne = <T extends string>(
  r: Reader,
  path: string,
  value: unknown,
  options: readonly T[],
): T | undefined => {
  if (typeof value === 'string' && (options as readonly string[]).includes(value))
    return value as T;
  r.add(path, typeof value === 'string' ? 'unknownOption' : 'invalid');
  return undefined;
};

export const readMany = <T extends string>(
  r: Reader,
  path: string,
  value: unknown,
  options: readonly T[],
  max: number,
): T[] | undefined => {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    r.add(path, 'invalid');
    return undefined;
  }
  const distinct = [...new Set(value as string[])];
  if (distinct.some((item) => !(options as readonly string[]).includes(item))) {
    r.add(path, 'unknownOption');
    return undefined;
  }
  if (distinct.length > max) {
    r.add(path, 'tooMany', { max });
    return undefined;
  }
  return distinct as T[];
};

export const readInteger = (
  r: Reader,
  path: string,
  value: unknown,
  min: number,
  max: number,
): number | undefined => {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    r.add(path, 'invalid');
    return undefined;
  }
  if (value < min || value > max) {
    r.add(path, 'outOfRange', { min, max });
    return undefined;
  }
  return value;
};

export const readText = (r: Reader, path: string, value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined) r.add(path, 'invalid');
  else if (text === '') r.add(path, 'required');
  else if (text.length > LIMITS.textLength) r.add(path, 'tooLong', { max: LIMITS.textLength });
  else return text;
  return undefined;
};

export const readObject = (
  r: Reader,
  path: string,
  value: unknown,
  keys: readonly string[],
): Record<string, unknown> | undefined => {
  if (!isRecord(value)) {
    r.add(path, 'invalid');
    return undefined;
  }
  for (const key of Object.keys(value))
    if (!keys.includes(key)) r.add(`${path}.${key}`, 'unknownField');
  for (const key of keys)
    if (value[key] === undefined || value[key] === null) r.add(`${path}.${key}`, 'required');
  return value;
};
