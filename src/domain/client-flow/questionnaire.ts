import type { DescriptorKey } from '#domain/psychometrics/descriptors.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { MAX_CHOICES } from '#domain/validation/choices.ts';

/*
 * The kiosk questionnaire (docs/spec/product-spec.md section 3, "Client questionnaire answers"), in four parts:
 * 1 current car, 2 payment and budget, 3 driving and use, 4 preferences (plus, on the same screen,
 * the 16-item personality part, which lives in the personality test, not here).
 */

export const PAYMENT_FREQUENCIES = ['weekly', 'bimonthly', 'monthly', 'none'] as const;
export const BUDGET_FREQUENCIES = ['weekly', 'bimonthly', 'monthly'] as const;
export const DRIVING_STYLES = ['economic', 'relaxed', 'safe', 'sporty'] as const;
export const PASSENGER_COUNTS = ['0', '1', '2', '3+'] as const;
/** docs/spec/product-spec.md section 9: under 15000, 15000 to 25000, over 25000 km a year. */
export const ANNUAL_KM_BANDS = ['under15000', 'from15000to25000', 'over25000'] as const;
export const USAGES = ['recreation', 'professional', 'personal'] as const;
export const COLOURS = ['black', 'blue', 'grey', 'other', 'red', 'white', 'indifferent'] as const;
export const PRIORITIES = [
  'price',
  'fuelEconomy',
  'reliability',
  'safety',
  'comfort',
  'performance',
  'technology',
  'space',
  'resaleValue',
  'environment',
] as const;
export const INTERIOR_OPTIONS = [
  'heatedSeats',
  'leatherSeats',
  'heatedSteeringWheel',
  'smartphoneIntegration',
  'navigation',
  'premiumAudio',
  'remoteStart',
  'thirdRowSeating',
  'ventilatedSeats',
] as const;
export const EXTERIOR_OPTIONS = [
  'sunroof',
  'alloyWheels',
  'towingPackage',
  'roofRack',
  'powerLiftgate',
  'ledHeadlights',
  'tintedWindows',
  'allWheelDrive',
] as const;
export const CHANGE_REASONS = [
  'leaseEnding',
  'repairCosts',
  'needMoreSpace',
  'needLessSpace',
  'fuelCosts',
  'newTechnology',
  'familyChange',
  'wantNewCar',
] as const;
/** Offered as "the qualities you want in your advisor": descriptor keys, so matching can use them. */
export const SELLER_QUALITIES = [
  'attentive',
  'direct',
  'efficient',
  'understanding',
  'precise',
  'cheerful',
  'technical',
  'careful',
  'helpful',
  'organised',
  'curious',
  'outgoing',
] as const satisfies readonly DescriptorKey[];
export const EXPERIENCE_IMPROVEMENTS = [
  'quickService',
  'transparentPricing',
  'noPressure',
  'expertAdvice',
  'testDrive',
  'financingOptions',
  'followUp',
] as const;

export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export type BudgetFrequency = (typeof BUDGET_FREQUENCIES)[number];
export type DrivingStyle = (typeof DRIVING_STYLES)[number];
export type PassengerCount = (typeof PASSENGER_COUNTS)[number];
export type AnnualKmBand = (typeof ANNUAL_KM_BANDS)[number];
export type Usage = (typeof USAGES)[number];
export type Colour = (typeof COLOURS)[number];
export type Priority = (typeof PRIORITIES)[number];
export type InteriorOption = (typeof INTERIOR_OPTIONS)[number];
export type ExteriorOption = (typeof EXTERIOR_OPTIONS)[number];
export type ChangeReason = (typeof CHANGE_REASONS)[number];
export type SellerQuality = (typeof SELLER_QUALITIES)[number];
export type ExperienceImprovement = (typeof EXPERIENCE_IMPROVEMENTS)[number];

export type CurrentCar = {
  readonly manufacturer: string;
  readonly model: string;
  readonly year: number;
  readonly mileage: number;
};
export type Budget = { readonly frequency: BudgetFrequency; readonly amount: number };

/** The answers; a visit in progress has only some of them. */
export type ClientQuestionnaire = {
  // Part 1: current car
  readonly hasCar?: boolean;
  readonly currentCar?: CurrentCar | null;
  readonly wantsValuation?: boolean | null;
  // Part 2: payment and budget
  readonly paymentFrequency?: PaymentFrequency;
  readonly paymentAmount?: number | null;
  readonly budget?: Budget;
  // Part 3: driving and use
  readonly drivingStyle?: DrivingStyle;
  readonly passengers?: PassengerCount;
  readonly annualKilometres?: AnnualKmBand;
  readonly usage?: Usage;
  // Part 4: preferences
  readonly colour?: Colour;
  readonly priorities?: readonly Priority[];
  readonly interiorOptions?: readonly InteriorOption[];
  readonly exteriorOptions?: readonly ExteriorOption[];
  readonly reasonsForChange?: readonly ChangeReason[];
  readonly sellerQualities?: readonly SellerQuality[];
  readonly experienceImprovements?: readonly ExperienceImprovement[];
  readonly wantsTestDrive?: boolean;
  /** Car ids of the dealership's current-year catalogue. */
  readonly modelsOfInterest?: readonly string[];
};
export type QuestionnaireField = keyof ClientQuestionnaire;

export const QUESTIONNAIRE_PARTS = [1, 2, 3, 4] as const;
export type QuestionnairePart = (typeof QUESTIONNAIRE_PARTS)[number];

export const PART_FIELDS: { readonly [P in QuestionnairePart]: readonly QuestionnaireField[] } = {
  1: ['hasCar', 'currentCar', 'wantsValuation'],
  2: ['paymentFrequency', 'paymentAmount', 'budget'],
  3: ['drivingStyle', 'passengers', 'annualKilometres', 'usage'],
  4: [
    'colour',
    'priorities',
    'interiorOptions',
    'exteriorOptions',
    'reasonsForChange',
    'sellerQualities',
    'experienceImprovements',
    'wantsTestDrive',
    'modelsOfInterest',
  ],
};
const ALL_FIELDS: ReadonlySet<string> = new Set(Object.values(PART_FIELDS).flat());

/** The answers that are small objects, and their own keys (no other key is taken). */
export const OBJECT_FIELDS = {
  currentCar: ['manufacturer', 'model', 'year', 'mileage'],
  budget: ['frequency', 'amount'],
} as const satisfies Partial<Record<QuestionnaireField, readonly string[]>>;

const LIMITS = {
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
  | 'unknownField'
  | 'unknownCar';

export type QuestionnaireIssue = {
  /** Dotted path inside the questionnaire: `budget.amount`, `interiorOptions`. */
  readonly path: string;
  readonly code: QuestionnaireIssueCode;
  readonly params?: Readonly<Record<string, number>>;
};

export type QuestionnaireValidationError = {
  readonly code: 'QUESTIONNAIRE.INVALID';
  readonly issues: readonly QuestionnaireIssue[];
};

export type ValidateQuestionnaireOptions = {
  /** Car years up to next year's models. */
  readonly currentYear: number;
  /** The parts whose required answers must be there (a submitted part, or all four to finish). */
  readonly requireParts?: readonly QuestionnairePart[];
  /** The dealership's kiosk catalogue; models of interest must be among them. */
  readonly catalogueCarIds?: ReadonlySet<string>;
};

/** The band a yearly distance falls in. */
export const annualKilometresBand = (kilometres: number): AnnualKmBand =>
  kilometres < 15_000 ? 'under15000' : kilometres <= 25_000 ? 'from15000to25000' : 'over25000';

type Reader = {
  issues: QuestionnaireIssue[];
  add: (path: string, code: QuestionnaireIssueCode, params?: Record<string, number>) => void;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readBoolean = (r: Reader, path: string, value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  r.add(path, 'invalid');
  return undefined;
};

const readOne = <T extends string>(
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

const readMany = <T extends string>(
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

const readInteger = (
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

const readText = (r: Reader, path: string, value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined) r.add(path, 'invalid');
  else if (text === '') r.add(path, 'required');
  else if (text.length > LIMITS.textLength) r.add(path, 'outOfRange', { max: LIMITS.textLength });
  else return text;
  return undefined;
};

const readObject = (
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

  // Part 3
  if (given('drivingStyle'))
    out.drivingStyle = readOne(r, 'drivingStyle', input.drivingStyle, DRIVING_STYLES);
  if (given('passengers'))
    out.passengers = readOne(r, 'passengers', input.passengers, PASSENGER_COUNTS);
  if (given('annualKilometres')) {
    out.annualKilometres = readOne(r, 'annualKilometres', input.annualKilometres, ANNUAL_KM_BANDS);
  }
  if (given('usage')) out.usage = readOne(r, 'usage', input.usage, USAGES);

  // Part 4
  if (given('colour')) out.colour = readOne(r, 'colour', input.colour, COLOURS);
  if (given('priorities')) {
    out.priorities = readMany(r, 'priorities', input.priorities, PRIORITIES, PRIORITIES.length);
  }
  if (given('interiorOptions')) {
    out.interiorOptions = readMany(
      r,
      'interiorOptions',
      input.interiorOptions,
      INTERIOR_OPTIONS,
      LIMITS.maxChoices,
    );
  }
  if (given('exteriorOptions')) {
    out.exteriorOptions = readMany(
      r,
      'exteriorOptions',
      input.exteriorOptions,
      EXTERIOR_OPTIONS,
      LIMITS.maxChoices,
    );
  }
  if (given('reasonsForChange')) {
    out.reasonsForChange = readMany(
      r,
      'reasonsForChange',
      input.reasonsForChange,
      CHANGE_REASONS,
      CHANGE_REASONS.length,
    );
  }
  if (given('sellerQualities')) {
    out.sellerQualities = readMany(
      r,
      'sellerQualities',
      input.sellerQualities,
      SELLER_QUALITIES,
      LIMITS.maxChoices,
    );
  }
  if (given('experienceImprovements')) {
    out.experienceImprovements = readMany(
      r,
      'experienceImprovements',
      input.experienceImprovements,
      EXPERIENCE_IMPROVEMENTS,
      EXPERIENCE_IMPROVEMENTS.length,
    );
  }
  if (given('wantsTestDrive'))
    out.wantsTestDrive = readBoolean(r, 'wantsTestDrive', input.wantsTestDrive);
  if (given('modelsOfInterest')) {
    const models = input.modelsOfInterest;
    if (!Array.isArray(models) || models.some((id) => typeof id !== 'string')) {
      r.add('modelsOfInterest', 'invalid');
    } else {
      const distinct = [...new Set(models as string[])];
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

/**
 * A saved questionnaire with new answers on top: a field sent replaces the saved one, `null` clears
 * it. Answering "no car" drops the car's details, which no longer apply.
 */
export const mergeQuestionnaire = (
  saved: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const cleared = new Set(
    Object.entries(patch).flatMap(([key, value]) => (value === null ? [key] : [])),
  );
  const merged: Record<string, unknown> = Object.fromEntries(
    Object.entries({ ...saved, ...patch }).filter(
      ([key, value]) => value !== undefined && !cleared.has(key),
    ),
  );
  if (merged.hasCar === false) {
    delete merged.currentCar;
    delete merged.wantsValuation;
  }
  if (merged.paymentFrequency === 'none') delete merged.paymentAmount;
  return merged;
};

/** Whether any answer was given yet (changing the visit purpose then needs a confirmation). */
export const hasAnswers = (questionnaire: Readonly<Record<string, unknown>>): boolean =>
  Object.values(questionnaire).some((value) => value !== undefined && value !== null);
