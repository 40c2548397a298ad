import { describe, expect, it } from 'vitest';
import { hasAnswers, mergeQuestionnaire } from './questionnaire-merge.ts';
import type { QuestionnaireIssue } from './questionnaire-readers.ts';
import { validateQuestionnaire } from './questionnaire-validation.ts';
import { annualKilometresBand } from './questionnaire.ts';

const YEAR = 2026;
const CAR = '11111111-1111-4111-8111-111111111111';
const OTHER_CAR = '22222222-2222-4222-8222-222222222222';

const complete = {
  hasCar: true,
  currentCar: { manufacturer: 'Honda', model: 'Civic', year: 2018, mileage: 95_000 },
  wantsValuation: true,
  paymentFrequency: 'monthly',
  paymentAmount: 450,
  budget: { frequency: 'bimonthly', amount: 250 },
  drivingStyle: 'safe',
  passengers: '3+',
  annualKilometres: 'from15000to25000',
  usage: 'personal',
  colour: 'blue',
  priorities: ['safety', 'fuelEconomy'],
  interiorOptions: ['heatedSeats', 'remoteStart', 'navigation'],
  exteriorOptions: ['sunroof'],
  reasonsForChange: ['needMoreSpace'],
  sellerQualities: ['attentive', 'precise'],
  experienceImprovements: ['noPressure'],
  wantsTestDrive: true,
  modelsOfInterest: [CAR],
};

const issuesOf = (input: unknown, options = {}): readonly QuestionnaireIssue[] => {
  const result = validateQuestionnaire(input, { currentYear: YEAR, ...options });
  return result.ok ? [] : result.error.issues;
};

describe('validateQuestionnaire', () => {
  it('accepts a complete questionnaire and returns it as given', () => {
    const result = validateQuestionnaire(complete, {
      currentYear: YEAR,
      requireParts: [1, 2, 3, 4],
      catalogueCarIds: new Set([CAR]),
    });
    expect(result).toEqual({ ok: true, value: complete });
  });

  it('accepts an empty draft', () => {
    expect(validateQuestionnaire({}, { currentYear: YEAR })).toEqual({ ok: true, value: {} });
  });

  it.each(['interiorOptions', 'exteriorOptions', 'sellerQualities'])(
    'refuses 4 %s (at most 3, docs/spec/product-spec.md section 5)',
    (field) => {
      const four = {
        interiorOptions: ['heatedSeats', 'leatherSeats', 'navigation', 'premiumAudio'],
        exteriorOptions: ['sunroof', 'alloyWheels', 'roofRack', 'towingPackage'],
        sellerQualities: ['attentive', 'direct', 'efficient', 'precise'],
      }[field];
      expect(issuesOf({ [field]: four })).toEqual([
        { path: field, code: 'tooMany', params: { max: 3 } },
      ]);
    },
  );

  it('counts a repeated option once', () => {
    const result = validateQuestionnaire(
      { interiorOptions: ['heatedSeats', 'heatedSeats', 'heatedSeats', 'navigation'] },
      { currentYear: YEAR },
    );
    expect(result).toEqual({ ok: true, value: { interiorOptions: ['heatedSeats', 'navigation'] } });
  });

  it('refuses options of the spec it does not know, and wrong types', () => {
    expect(
      issuesOf({
        colour: 'purple',
        drivingStyle: 3,
        passengers: '4',
        paymentFrequency: 'daily',
        annualKilometres: '20000',
        usage: ['personal'],
        sellerQualities: ['rude'],
        wantsTestDrive: 'yes',
        priorities: 'price',
      }).map((issue) => [issue.path, issue.code]),
    ).toEqual([
      ['paymentFrequency', 'unknownOption'],
      ['drivingStyle', 'invalid'],
      ['passengers', 'unknownOption'],
      ['annualKilometres', 'unknownOption'],
      ['usage', 'invalid'],
      ['colour', 'unknownOption'],
      ['priorities', 'invalid'],
      ['sellerQualities', 'unknownOption'],
      ['wantsTestDrive', 'invalid'],
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(issuesOf({ favouriteFood: 'poutine' })).toEqual([
      { path: 'favouriteFood', code: 'unknownField' },
    ]);
    expect(issuesOf({ budget: { frequency: 'monthly', amount: 300, currency: 'USD' } })).toEqual([
      { path: 'budget.currency', code: 'unknownField' },
    ]);
  });

  it('says how long a text may be (60 characters)', () => {
    expect(
      issuesOf({
        currentCar: { manufacturer: 'Kia', model: 'R'.repeat(61), year: YEAR, mileage: 0 },
      }),
    ).toEqual([{ path: 'currentCar.model', code: 'tooLong', params: { max: 60 } }]);
  });

  it('checks numbers: whole, within range; car years up to next year', () => {
    expect(
      issuesOf({
        currentCar: { manufacturer: 'Kia', model: 'Rio', year: YEAR + 2, mileage: -1 },
        paymentAmount: 12.5,
        budget: { frequency: 'monthly', amount: 1_000_000 },
      }),
    ).toEqual([
      { path: 'currentCar.year', code: 'outOfRange', params: { min: 1950, max: YEAR + 1 } },
      { path: 'currentCar.mileage', code: 'outOfRange', params: { min: 0, max: 2_000_000 } },
      { path: 'paymentAmount', code: 'invalid' },
      { path: 'budget.amount', code: 'outOfRange', params: { min: 0, max: 100_000 } },
    ]);
    expect(
      issuesOf({ currentCar: { manufacturer: 'Kia', model: 'Rio', year: YEAR + 1, mileage: 0 } }),
    ).toEqual([]);
  });

  it('wants the whole current car, and trims its names', () => {
    expect(issuesOf({ currentCar: { manufacturer: '  ', model: 'Rio' } })).toEqual([
      { path: 'currentCar.year', code: 'required' },
      { path: 'currentCar.mileage', code: 'required' },
      { path: 'currentCar.manufacturer', code: 'required' },
    ]);
    const trimmed = validateQuestionnaire(
      { currentCar: { manufacturer: ' Kia ', model: 'Rio', year: 2020, mileage: 1 } },
      { currentYear: YEAR },
    );
    expect(trimmed.ok && trimmed.value.currentCar?.manufacturer).toBe('Kia');
  });

  it('refuses a current car, or a valuation, without a car', () => {
    expect(
      issuesOf({
        hasCar: false,
        currentCar: { manufacturer: 'Kia', model: 'Rio', year: 2020, mileage: 1 },
        wantsValuation: true,
      }),
    ).toEqual([
      { path: 'currentCar', code: 'notAllowed' },
      { path: 'wantsValuation', code: 'notAllowed' },
    ]);
  });

  it('refuses a payment amount with no payment', () => {
    expect(issuesOf({ paymentFrequency: 'none', paymentAmount: 300 })).toEqual([
      { path: 'paymentAmount', code: 'notAllowed' },
    ]);
  });

  it('takes models of interest from the dealership catalogue only', () => {
    const options = { catalogueCarIds: new Set([CAR]) };
    expect(issuesOf({ modelsOfInterest: [CAR] }, options)).toEqual([]);
    expect(issuesOf({ modelsOfInterest: [CAR, OTHER_CAR] }, options)).toEqual([
      { path: 'modelsOfInterest', code: 'unknownCar' },
    ]);
    // A uuid's letters may come in capitals: the same car, kept once, in lower case.
    const capitals = validateQuestionnaire(
      { modelsOfInterest: [CAR.toUpperCase(), CAR] },
      { currentYear: YEAR, ...options },
    );
    expect(capitals.ok && capitals.value.modelsOfInterest).toEqual([CAR]);
    expect(
      issuesOf({ modelsOfInterest: Array.from({ length: 11 }, (_, i) => `car-${i}`) }),
    ).toEqual([{ path: 'modelsOfInterest', code: 'tooMany', params: { max: 10 } }]);
  });

  it('requires the answers of each part asked for', () => {
    expect(issuesOf({}, { requireParts: [1, 2, 3, 4] }).map((issue) => issue.path)).toEqual([
      'hasCar',
      'paymentFrequency',
      'budget',
      'drivingStyle',
      'passengers',
      'annualKilometres',
      'usage',
      'colour',
      'wantsTestDrive',
    ]);
    expect(issuesOf({ hasCar: true }, { requireParts: [1] }).map((i) => i.path)).toEqual([
      'currentCar',
      'wantsValuation',
    ]);
    expect(issuesOf({ hasCar: false }, { requireParts: [1] })).toEqual([]);
    expect(
      issuesOf(
        { paymentFrequency: 'weekly', budget: { frequency: 'weekly', amount: 90 } },
        {
          requireParts: [2],
        },
      ).map((i) => i.path),
    ).toEqual(['paymentAmount']);
    expect(
      issuesOf(
        { paymentFrequency: 'none', budget: { frequency: 'weekly', amount: 90 } },
        {
          requireParts: [2],
        },
      ),
    ).toEqual([]);
  });

  it('refuses what is not an object', () => {
    expect(issuesOf(['hasCar'])).toEqual([{ path: '', code: 'invalid' }]);
    expect(issuesOf(null)).toEqual([{ path: '', code: 'invalid' }]);
  });
});

describe('annualKilometresBand (docs/spec/product-spec.md section 9)', () => {
  it.each([
    [0, 'under15000'],
    [14_999, 'under15000'],
    [15_000, 'from15000to25000'],
    [25_000, 'from15000to25000'],
    [25_001, 'over25000'],
  ] as const)('%i km is %s', (km, band) => {
    expect(annualKilometresBand(km)).toBe(band);
  });
});

describe('mergeQuestionnaire', () => {
  it('puts new answers over saved ones and clears with null', () => {
    expect(
      mergeQuestionnaire({ colour: 'red', usage: 'personal' }, { colour: 'blue', usage: null }),
    ).toEqual({ colour: 'blue' });
  });

  it('drops the car details once the buyer says they have no car', () => {
    expect(
      mergeQuestionnaire(
        { hasCar: true, currentCar: { manufacturer: 'Kia' }, wantsValuation: true },
        { hasCar: false },
      ),
    ).toEqual({ hasCar: false });
  });

  it('drops the payment amount with no payment', () => {
    expect(mergeQuestionnaire({ paymentAmount: 300 }, { paymentFrequency: 'none' })).toEqual({
      paymentFrequency: 'none',
    });
  });
});

describe('hasAnswers', () => {
  it('is false for an empty questionnaire only', () => {
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ hasCar: false })).toBe(true);
  });
});
