/** Checks kiosk questionnaire answers (a draft or required parts) into a ClientQuestionnaire. */
import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  ANNUAL_KM_BANDS,
  BUDGET_FREQUENCIES,
  CHANGE_REASONS,
  COLOURS,
  DRIVING_STYLES,
  EXPERIENCE_IMPROVEMENTS,
  EXTERIOR_OPTIONS,
  INTERIOR_OPTIONS,
  OBJECT_FIELDS,
  PART_FIELDS,
  PASSENGER_COUNTS,
  PAYMENT_FREQUENCIES,
  PRIORITIES,
  SELLER_QUALITIES,
  USAGES,
  type ClientQuestionnaire,
  type QuestionnaireField,
  type QuestionnairePart,
} from './questionnaire.ts';
import {
  isRecord,
  LIMITS,
  readBoolean,
  readInteger,
  readMany,
  readObject,
  readOne,
  readText,
  type QuestionnaireIssue,
  type Reader,
} from './questionnaire-readers.ts';
import type { QuestionnaireStep } from './questionnaire-steps.ts';
import { distinctCarIds } from './car-ids.ts';

const ALL_FIELDS: ReadonlySet<string> = new Set(Object.values(PART_FIELDS).flat());

export type QuestionnaireValidationError = {
  readonly code: 'QUESTIONNAIRE.INVALID';
  readonly issues: readonly QuestionnaireIssue[];
};

export type ValidateQuestionnaireOptions = {
  /** Car years up to next year's models. */
  readonly currentYear: number;
  /** The parts whose required answers must be there (a submitted part, or all four to finish). */
  readonly requireParts?: readonly QuestionnairePart[];
  /** A submitted step: its part's required answers that the step asks (decision 099). */
  readonly requireStep?: Pick<QuestionnaireStep, 'part' | 'fields'>;
  /** The dealership's kiosk catalogue; models of interest must be among them. */
  readonly catalogueCarIds?: ReadonlySet<string>;
};

/** The answers that pick one option of a list (parts 3 and 4), in the order they are checked. */
const SINGLE_CHOICES = [
  ['drivingStyle', DRIVING_STYLES],
  ['passengers', PASSENGER_COUNTS],
  ['annualKilometres', ANNUAL_KM_BANDS],
  ['usage', USAGES],
  ['colour', COLOURS],
] as const satisfies readonly (readonly [QuestionnaireField, readonly string[]])[];

/** The answers that pick several options of a list (part 4), each with how many at most. */
const MULTIPLE_CHOICES = [
  ['priorities', PRIORITIES, PRIORITIES.length],
  ['interiorOptions', INTERIOR_OPTIONS, LIMITS.maxChoices],
  ['exteriorOptions', EXTERIOR_OPTIONS, LIMITS.maxChoices],
  ['reasonsForChange', CHANGE_REASONS, CHANGE_REASONS.length],
  ['sellerQualities', SELLER_QUALITIES, LIMITS.maxChoices],
  ['experienceImprovements', EXPERIENCE_IMPROVEMENTS, EXPERIENCE_IMPROVEMENTS.length],
] as const satisfies readonly (readonly [QuestionnaireField, readonly string[], number])[];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Checks answers against docs/spec/product-spec.md sections 3, 5 and 9: known options only, at most 3 interior
 * options, exterior options and seller qualities, numbers in range, the current car only with a car,
 * models from the dealership's catalogue. A draft may leave anything out; `requireParts` names the
 * parts that must be answered. Every problem is reported at once, by path.
 */
export const validateQuestionnaire = (
  input: unknown,
  options: ValidateQuestionnaireOptions,
): Result<ClientQuestionnaire, QuestionnaireValidationError> => {
  const issues: QuestionnaireIssue[] = [];
  const r: Reader = {
    issues,
    add: (path, code, params) => issues.push(params ? { path, code, params } : { path, code }),
  };
  if (!isRecord(input))
    return err({ code: 'QUESTIONNAIRE.INVALID', issues: [{ path: '', code: 'invalid' }] });

  for (const key of Object.keys(input)) if (!ALL_FIELDS.has(key)) r.add(key, 'unknownField');
  // null clears an answer; it is the same as not answered.
  const given = (field: QuestionnaireField) => input[field] !== undefined && input[field] !== null;
  const out: Mutable<ClientQuestionnaire> = {};
  const maxYear = options.currentYear + 1;

  // Part 1
  if (given('hasCar')) out.hasCar = readBoolean(r, 'hasCar', input.hasCar);
  if (given('currentCar')) {
    const car = readObject(r, 'currentCar', input.currentCar, OBJECT_FIELDS.currentCar);
    if (car) {
      const manufacturer =
        car.manufacturer == null
          ? undefined
          : readText(r, 'currentCar.manufacturer', car.manufacturer);
      const model = car.model == null ? undefined : readText(r, 'currentCar.model', car.model);
      const year =
        car.year == null
          ? undefined
          : readInteger(r, 'currentCar.year', car.year, LIMITS.oldestCarYear, maxYear);
      const mileage =
        car.mileage == null
          ? undefined
          : readInteger(r, 'currentCar.mileage', car.mileage, 0, LIMITS.maxMileage);
      if (
        manufacturer !== undefined &&
        model !== undefined &&
        year !== undefined &&
        mileage !== undefined
      ) {
        out.currentCar = { manufacturer, model, year, mileage };
      }
    }
  }
  if (given('wantsValuation'))
    out.wantsValuation = readBoolean(r, 'wantsValuation', input.wantsValuation);
  if (out.hasCar === false) {
    if (given('currentCar')) r.add('currentCar', 'notAllowed');
    if (out.wantsValuation === true) r.add('wantsValuation', 'notAllowed');
  }

  // Part 2
  if (given('paymentFrequency')) {
    out.paymentFrequency = readOne(
      r,
      'paymentFrequency',
      input.paymentFrequency,
      PAYMENT_FREQUENCIES,
    );
  }
  if (given('paymentAmount')) {
    out.paymentAmount = readInteger(r, 'paymentAmount', input.paymentAmount, 0, LIMITS.maxAmount);
    if (out.paymentFrequency === 'none') r.add('paymentAmount', 'notAllowed');
  }
  if (given('budget')) {
    const budget = readObject(r, 'budget', input.budget, OBJECT_FIELDS.budget);
    if (budget) {
      const frequency =
        budget.frequency == null
          ? undefined
          : readOne(r, 'budget.frequency', budget.frequency, BUDGET_FREQUENCIES);
      const amount =
        budget.amount == null
          ? undefined
          : readInteger(r, 'budget.amount', budget.amount, 0, LIMITS.maxAmount);
      if (frequency !== undefined && amount !== undefined) out.budget = { frequency, amount };
    }
  }

  // Parts 3 and 4: the choices of one option, then those of several.
  const answers = out as Record<string, unknown>;
  for (const [field, list] of SINGLE_CHOICES) {
    if (given(field)) answers[field] = readOne(r, field, input[field], list);
  }
  for (const [field, list, max] of MULTIPLE_CHOICES) {
    if (given(field)) answers[field] = readMany(r, field, input[field], list, max);
  }
  if (given('wantsTestDrive'))
    out.wantsTestDrive = readBoolean(r, 'wantsTestDrive', input.wantsTestDrive);
  if (given('modelsOfInterest')) {
    const models = input.modelsOfInterest;
    if (!Array.isArray(models) || models.some((id) => typeof id !== 'string')) {
      r.add('modelsOfInterest', 'invalid');
    } else {
      const distinct = distinctCarIds(models as string[]);
      if (distinct.length > LIMITS.maxModelsOfInterest) {
        r.add('modelsOfInterest', 'tooMany', { max: LIMITS.maxModelsOfInterest });
      } else if (
        options.catalogueCarIds &&
        distinct.some((id) => !options.catalogueCarIds?.has(id))
      ) {
        r.add('modelsOfInterest', 'unknownCar');
      } else {
        out.modelsOfInterest = distinct;
      }
    }
  }

  for (const part of options.requireParts ?? []) requirePart(part, input, r);
  if (options.requireStep) {
    const { part, fields } = options.requireStep;
    const asked = new Set<string>(fields);
    requirePart(part, input, {
      issues,
      add: (path, code, params) => {
        if (asked.has(path.split('.')[0] ?? '')) r.add(path, code, params);
      },
    });
  }

  if (issues.length > 0) return err({ code: 'QUESTIONNAIRE.INVALID', issues });
  // Answers that failed were reported above; only valid ones are left in `out`.
  return ok(Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined)));
};

/** The answers each part cannot do without; choices lists may stay empty. */
const requirePart = (part: QuestionnairePart, input: Record<string, unknown>, r: Reader) => {
  const missing = (field: QuestionnaireField) =>
    input[field] === undefined || input[field] === null;
  const need = (field: QuestionnaireField) => {
    if (missing(field)) r.add(field, 'required');
  };
  switch (part) {
    case 1:
      need('hasCar');
      if (input.hasCar === true) {
        need('currentCar');
        need('wantsValuation');
      }
      return;
    case 2:
      need('paymentFrequency');
      if (typeof input.paymentFrequency === 'string' && input.paymentFrequency !== 'none')
        need('paymentAmount');
      need('budget');
      return;
    case 3:
      need('drivingStyle');
      need('passengers');
      need('annualKilometres');
      need('usage');
      return;
    case 4:
      need('colour');
      need('wantsTestDrive');
      return;
  }
};
