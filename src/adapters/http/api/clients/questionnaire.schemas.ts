import { z } from '@hono/zod-openapi';
import {
  ANNUAL_KM_BANDS,
  BUDGET_FREQUENCIES,
  CHANGE_REASONS,
  COLOURS,
  DRIVING_STYLES,
  EXPERIENCE_IMPROVEMENTS,
  EXTERIOR_OPTIONS,
  INTERIOR_OPTIONS,
  PASSENGER_COUNTS,
  PAYMENT_FREQUENCIES,
  PRIORITIES,
  QUESTIONNAIRE_LIMITS as LIMITS,
  SELLER_QUALITIES,
  USAGES,
  type QuestionnaireField,
} from '#domain/client-flow/index.ts';
import { CLIENT_FORM, type ItemKey } from '#domain/psychometrics/index.ts';
import { storableRecord } from '#adapters/http/validation/text.ts';

/*
 * The kiosk answers as the contract types them (docs/decisions/055): one property per question of
 * the domain, its options the domain's own lists. The server still takes the answers as a record
 * and checks them in the domain (validateQuestionnaire), so every problem is reported at once, by
 * path and in the caller's language, and the rules across answers (a current car only with a car,
 * models from the dealership's catalogue, the parts needed to finish) stay there.
 */

const many = <T extends readonly [string, ...string[]]>(options: T, max: number) =>
  z.array(z.enum(options)).max(max).nullable().optional();
const one = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options).nullable().optional();
const amount = z.number().int().min(0).max(LIMITS.maxAmount);

const ANSWERS = {
  hasCar: z.boolean().nullable().optional(),
  currentCar: z
    .object({
      manufacturer: z.string().max(LIMITS.textLength),
      model: z.string().max(LIMITS.textLength),
      year: z.number().int().min(LIMITS.oldestCarYear),
      mileage: z.number().int().min(0).max(LIMITS.maxMileage),
    })
    .strict()
    .nullable()
    .optional()
    .openapi({ description: 'Only when `hasCar` is true' }),
  wantsValuation: z.boolean().nullable().optional(),
  paymentFrequency: one(PAYMENT_FREQUENCIES),
  paymentAmount: amount
    .nullable()
    .optional()
    .openapi({ description: 'Not with `paymentFrequency: none`' }),
  budget: z
    .object({ frequency: z.enum(BUDGET_FREQUENCIES), amount })
    .strict()
    .nullable()
    .optional(),
  drivingStyle: one(DRIVING_STYLES),
  passengers: one(PASSENGER_COUNTS),
  annualKilometres: one(ANNUAL_KM_BANDS),
  usage: one(USAGES),
  colour: one(COLOURS),
  priorities: many(PRIORITIES, PRIORITIES.length),
  interiorOptions: many(INTERIOR_OPTIONS, LIMITS.maxChoices),
  exteriorOptions: many(EXTERIOR_OPTIONS, LIMITS.maxChoices),
  reasonsForChange: many(CHANGE_REASONS, CHANGE_REASONS.length),
  sellerQualities: many(SELLER_QUALITIES, LIMITS.maxChoices),
  experienceImprovements: many(EXPERIENCE_IMPROVEMENTS, EXPERIENCE_IMPROVEMENTS.length),
  wantsTestDrive: z.boolean().nullable().optional(),
  modelsOfInterest: z
    .array(z.uuid())
    .max(LIMITS.maxModelsOfInterest)
    .nullable()
    .optional()
    .openapi({ description: "Cars of the dealership's current-year catalogue" }),
} satisfies Record<QuestionnaireField, z.ZodType>;

/** The documented example: part 2 answered (what the kiosk sends when the buyer leaves it). */
export const ANSWERS_EXAMPLE = {
  hasCar: false,
  paymentFrequency: 'none',
  budget: { frequency: 'monthly', amount: 400 },
} as const;

export const KioskAnswersSchema = z.object(ANSWERS).strict().openapi('KioskAnswers', {
  description:
    'The kiosk questionnaire (docs/spec/product-spec.md section 3); null clears an answer. Rules across answers are checked by the server and reported by path.',
  example: ANSWERS_EXAMPLE,
});

const Scale = z.number().int().min(1).max(5);
export const PERSONALITY_EXAMPLE = { lifeOfTheParty: 4, sympathizeWithOthersFeelings: 5 } as const;

export const KioskPersonalitySchema = z
  .object(
    Object.fromEntries(CLIENT_FORM.map((key) => [key, Scale.nullable().optional()])) as Record<
      ItemKey,
      z.ZodOptional<z.ZodNullable<typeof Scale>>
    >,
  )
  .strict()
  .openapi('KioskPersonality', {
    description:
      "The kiosk's personality part: statement -> 1 (not at all) .. 5 (perfectly); null clears an answer.",
    example: PERSONALITY_EXAMPLE,
  });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A body field the domain checks, documented as `documented` (a `$ref` to its component): taken
 * as a record of storable values so the domain reports every problem at once.
 */
export const checkedByDomain = (
  documented: 'KioskAnswers' | 'KioskDraftAnswers' | 'KioskPersonality',
) => storableRecord().openapi(ref(documented));
