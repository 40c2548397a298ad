import type { DescriptorKey } from '#domain/psychometrics/descriptors.ts';

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

/** The answers that are small objects, and their own keys (no other key is taken). */
export const OBJECT_FIELDS = {
  currentCar: ['manufacturer', 'model', 'year', 'mileage'],
  budget: ['frequency', 'amount'],
} as const satisfies Partial<Record<QuestionnaireField, readonly string[]>>;

/** The band a yearly distance falls in. */
export const annualKilometresBand = (kilometres: number): AnnualKmBand =>
  kilometres < 15_000 ? 'under15000' : kilometres <= 25_000 ? 'from15000to25000' : 'over25000';
