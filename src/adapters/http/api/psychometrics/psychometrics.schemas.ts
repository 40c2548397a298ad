import { z } from '@hono/zod-openapi';
import type {
  ClientProfileView,
  PsychometricProfileView,
} from '#application/psychometrics/profile-view.ts';
import type {
  LambdaStatus,
  RecalculationView,
} from '#application/psychometrics/recalculation-views.ts';
import {
  BEHAVIOUR_KEYS,
  DESCRIPTOR_KEYS,
  FORM_IDS,
  ITEM_KEYS,
  type ItemKey,
} from '#domain/psychometrics/index.ts';
import { storableRecord } from '#adapters/http/validation/text.ts';

const Factors = <S extends z.ZodType>(value: S) =>
  z.object({ E: value, A: value, C: value, I: value });

/**
 * Answers by statement key. Values are checked by the use case, not here, so every problem is
 * reported at once and by key (unknown statement, off the scale, missing) in the caller's language.
 */
const Scale = z.number().int().min(1).max(5);

/** The 40 statements of the personality test, by the domain's keys (docs/decisions/055). */
const AnswerSheetSchema = z
  .object(
    Object.fromEntries(ITEM_KEYS.map((key) => [key, Scale.optional()])) as Record<
      ItemKey,
      z.ZodOptional<typeof Scale>
    >,
  )
  .strict()
  .openapi('PsychometricAnswers', {
    description: 'Statement key -> answer 1 (not at all) .. 5 (perfectly)',
    example: { lifeOfTheParty: 4, sympathizeWithOthersFeelings: 5 },
  });

/** The sheet a user sends: the statements above, a null answer counting as not answered yet. */
const documented = {
  $ref: '#/components/schemas/PsychometricAnswers',
  description: 'Statement key -> answer 1..5 (a null answer counts as not answered yet)',
};
const Answers = storableRecord().openapi(documented);

export const QuestionnaireBody = z
  .object({
    prepareOnly: z.boolean().openapi({
      description:
        'true: save these answers (merged with those saved) without scoring; false: the merged sheet must answer all 40 statements and is scored',
    }),
    psychometricQuestionnaire: Answers,
  })
  .openapi('QuestionnaireAnswers');

const ProfileFields = {
  raw: Factors(z.number().int()).openapi({ description: 'Raw factor sums (10..50 or 4..20)' }),
  scores: Factors(z.number().int().min(10).max(100)).openapi({
    description: 'Trait scores, 10..100 (55 is the norm group average)',
  }),
  profileNumber: z.number().int().min(1).max(12),
  descriptors: z.array(z.enum(DESCRIPTOR_KEYS)),
  lambdaVersion: z
    .number()
    .int()
    .openapi({ description: 'The norms version that produced the scores' }),
};

/** The two fields a user's test adds to `GET /api/users/{id}` (docs/spec/product-spec.md section 3, "User"). */
export const PsychometricUserFields = {
  psychometricQuestionnaire: z.object({ complete: z.boolean(), answers: AnswerSheetSchema }),
  psychometricProfile: z.object(ProfileFields).nullable().openapi('PsychometricProfile'),
};

export const PsychometricStateSchema = z
  .object(PsychometricUserFields)
  .openapi('PsychometricState');

export const ClientProfileSchema = z
  .object({
    psychometricQuestionnaire: z.object({ complete: z.boolean(), answers: AnswerSheetSchema }),
    psychometricProfile: z
      .object({
        ...ProfileFields,
        tips: z.object({
          do: z.array(z.enum(BEHAVIOUR_KEYS)),
          avoid: z.array(z.enum(BEHAVIOUR_KEYS)),
        }),
      })
      .nullable(),
  })
  .openapi('ClientProfile');

const FormNormsSchema = z.object({
  source: z.enum(['builtIn', 'computed']),
  count: z.number().int(),
  factors: Factors(z.object({ mean: z.number(), sd: z.number() })),
});

export const RecalculationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['running', 'completed', 'failed']),
    lambdaVersion: z.number().int(),
    total: z.number().int(),
    processed: z.number().int(),
    remaining: z.number().int(),
    startedAt: z.iso.datetime({ offset: true }),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    error: z.string().nullable(),
  })
  .openapi('LambdaRecalculation');

export const LambdaStatusSchema = z
  .object({
    lambda: z
      .object({
        version: z.number().int(),
        createdAt: z.iso.datetime({ offset: true }),
        norms: z.object(Object.fromEntries(FORM_IDS.map((form) => [form, FormNormsSchema]))),
        weights: Factors(z.number()),
      })
      .nullable(),
    recalculation: RecalculationSchema.nullable(),
  })
  .openapi('LambdaStatus');

// Bodies are built from the use cases' views: nothing else (no row, no z-score) reaches the caller.
export const toStateBody = (view: PsychometricProfileView) => ({
  psychometricQuestionnaire: {
    complete: view.psychometricQuestionnaire.complete,
    answers: { ...view.psychometricQuestionnaire.answers } as Record<string, number>,
  },
  psychometricProfile: view.psychometricProfile
    ? { ...view.psychometricProfile, descriptors: [...view.psychometricProfile.descriptors] }
    : null,
});

export const toClientProfileBody = (view: ClientProfileView) => {
  const profile = view.psychometricProfile;
  return {
    ...toStateBody(view),
    psychometricProfile: profile
      ? {
          ...profile,
          descriptors: [...profile.descriptors],
          tips: { do: [...profile.tips.do], avoid: [...profile.tips.avoid] },
        }
      : null,
  };
};

export const toRecalculationBody = (run: RecalculationView) => ({
  ...run,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

export const toLambdaStatusBody = (status: LambdaStatus) => ({
  lambda: status.lambda
    ? { ...status.lambda, createdAt: status.lambda.createdAt.toISOString() }
    : null,
  recalculation: status.recalculation ? toRecalculationBody(status.recalculation) : null,
});
