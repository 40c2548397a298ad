import type { QuestionnairePart } from '#domain/client-flow/index.ts';
import type { Schemas } from '#src/api-client/index.ts';

/*
 * The questionnaire's form fields read back into the questionnaire's shape (docs/spec/product-spec.md section 3).
 * Shared by the server, which reads a posted part (kiosk and advisor pages), and by the draft
 * behaviour, which reads the form as the buyer types: one reading, so a draft looks exactly like
 * what the part would post. Types only (the domain's and the contract's draft), so the kiosk's
 * script stays small.
 */

/** What a part's fields hold, under the questionnaire's names (the contract's draft answers). */
export type FormAnswers = Schemas['KioskDraftAnswers'];

/** The form's field names for the personality statements; the server reads the same names. */
export const PERSONALITY_FIELD = (key: string) => `personality-${key}`;
const PERSONALITY_PREFIX = PERSONALITY_FIELD('');

/** A form's values by name; repeated names (checkboxes) come as lists. */
export type FormReader = {
  one: (name: string) => string | undefined;
  all: (name: string) => string[];
};

/** Reads a form as the browser would post it. */
export const readerOfFormData = (data: FormData): FormReader => ({
  one: (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  },
  all: (name) => data.getAll(name).filter((item): item is string => typeof item === 'string'),
});

/** A posted number; what is not one is passed on for the domain to refuse. */
const numberOf = (value: string | undefined): number | string | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : value;
};
const booleanOf = (value: string | undefined): boolean | string | undefined =>
  value === 'yes' ? true : value === 'no' ? false : value;

/** One part's answers as posted, in the questionnaire's shape. */
const answersOf = (part: QuestionnairePart, form: FormReader): FormAnswers => {
  switch (part) {
    case 1: {
      const hasCar = booleanOf(form.one('hasCar'));
      return {
        hasCar,
        // Saying "no car" clears the car's details; otherwise they are checked as given.
        currentCar:
          hasCar === false
            ? null
            : {
                manufacturer: form.one('manufacturer') || undefined,
                model: form.one('model') || undefined,
                year: numberOf(form.one('year')),
                mileage: numberOf(form.one('mileage')),
              },
        wantsValuation: hasCar === false ? null : booleanOf(form.one('wantsValuation')),
      };
    }
    case 2: {
      const paymentFrequency = form.one('paymentFrequency');
      return {
        paymentFrequency,
        paymentAmount: paymentFrequency === 'none' ? null : numberOf(form.one('paymentAmount')),
        budget: {
          frequency: form.one('budgetFrequency'),
          amount: numberOf(form.one('budgetAmount')),
        },
      };
    }
    case 3:
      return {
        drivingStyle: form.one('drivingStyle'),
        passengers: form.one('passengers'),
        annualKilometres: form.one('annualKilometres'),
        usage: form.one('usage'),
      };
    case 4:
      return {
        colour: form.one('colour'),
        // An untouched checkbox group posts nothing: that is the answer "none of them".
        priorities: form.all('priorities'),
        interiorOptions: form.all('interiorOptions'),
        exteriorOptions: form.all('exteriorOptions'),
        reasonsForChange: form.all('reasonsForChange'),
        sellerQualities: form.all('sellerQualities'),
        experienceImprovements: form.all('experienceImprovements'),
        wantsTestDrive: booleanOf(form.one('wantsTestDrive')),
        modelsOfInterest: form.all('modelsOfInterest'),
      };
  }
};

/**
 * One step's answers as posted: only the answers its form holds, so a step of part 4 leaves the
 * part's other answers as they are (decision 099).
 */
export const stepAnswersOf = (
  part: QuestionnairePart,
  fields: readonly string[],
  form: FormReader,
): FormAnswers =>
  Object.fromEntries(
    Object.entries(answersOf(part, form)).filter(([field]) => fields.includes(field)),
  );

/** The personality statements answered in the form (part 4), by statement key. */
export const personalityOf = (
  form: FormReader,
  keys: readonly string[],
): Record<string, number | string> =>
  Object.fromEntries(
    keys.flatMap((key) => {
      const value = numberOf(form.one(PERSONALITY_FIELD(key)));
      return value === undefined ? [] : [[key, value]];
    }),
  );

/** The statement keys a form holds (the draft behaviour reads them from the page itself). */
export const personalityKeysOf = (names: Iterable<string>): string[] =>
  [...new Set(names)]
    .filter((name) => name.startsWith(PERSONALITY_PREFIX))
    .map((name) => name.slice(PERSONALITY_PREFIX.length));

/**
 * A step's answers as a draft: every field of the step is sent, an empty one as null, so a field
 * the buyer emptied is emptied in the draft too.
 */
export const draftAnswersOf = (
  part: QuestionnairePart,
  fields: readonly string[],
  form: FormReader,
): FormAnswers =>
  Object.fromEntries(
    Object.entries(stepAnswersOf(part, fields, form)).map(([key, value]) => [key, value ?? null]),
  );
