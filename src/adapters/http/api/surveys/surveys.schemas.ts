import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '#domain/locale/language.ts';
import { DATE_RANGE_KEYS } from '#domain/statistics/date-ranges.ts';
import { SCORE_BANDS, type SurveySummary } from '#domain/surveys/statistics.ts';
import {
  IMPROVEMENTS,
  SCORED_QUESTIONS,
  SURVEY_COMMENT_MAX,
  UNKNOWN_ADVISOR,
} from '#domain/surveys/survey.ts';
import type { SurveyRecord } from '#application/ports/survey-store.port.ts';
import { text } from '#adapters/http/validation/text.ts';
import { Id } from '#adapters/http/api/params.ts';

// Messages that are catalogue keys are translated into the caller's language by the validation hook.

const Score = z
  .number({ error: 'surveys.validation.unknown' })
  .int({ error: 'surveys.validation.unknown' })
  .min(1, { error: 'surveys.validation.unknown' })
  .max(5, { error: 'surveys.validation.unknown' });

export const NewSurveyBody = z
  .object({
    language: z.enum(LANGUAGES, { error: 'surveys.validation.unknown' }).optional().openapi({
      description: "The survey's language; the caller's by default",
    }),
    part1: z.object({
      sellerId: z
        .union([Id, z.literal(UNKNOWN_ADVISOR)])
        .openapi({ description: `An advisor of the dealership, or "${UNKNOWN_ADVISOR}"` }),
      saleSatisfaction: Score,
      advisorSatisfaction: Score,
    }),
    part2: z.object({
      recommend: Score,
      improvements: z
        .array(z.enum(IMPROVEMENTS, { error: 'surveys.validation.unknown' }))
        .max(20)
        .default([])
        .openapi({ description: 'At most 3' }),
      comment: text({
        max: SURVEY_COMMENT_MAX,
        tooLong: 'surveys.validation.commentTooLong',
      }).optional(),
    }),
  })
  .openapi('NewSurvey', {
    example: {
      language: 'en',
      part1: {
        sellerId: '0b5e2a52-8d1c-4d7e-9a57-1f3c1b9c1a01',
        saleSatisfaction: 5,
        advisorSatisfaction: 4,
      },
      part2: { recommend: 5, improvements: ['followUp'], comment: 'Great service.' },
    },
  });

const query = <S extends z.ZodType>(name: string, schema: S, description: string) =>
  schema.openapi({ param: { name, in: 'query' }, description });

export const SurveysQuery = z.object({
  range: query(
    'range',
    z.enum(DATE_RANGE_KEYS as [string, ...string[]]).optional(),
    'A date range of the spec (default last30Days); `custom` takes from and to',
  ),
  from: query('from', z.iso.date().optional(), 'First day of a custom range (YYYY-MM-DD)'),
  to: query('to', z.iso.date().optional(), 'Last day of a custom range, included'),
  concession: query('concession', Id.optional(), 'One dealership within reach'),
  advisor: query('advisor', Id.optional(), 'Only the surveys naming this advisor'),
  question: query(
    'question',
    z.enum(SCORED_QUESTIONS).optional(),
    'With band: only surveys whose answer to this question is in the band',
  ),
  band: query('band', z.enum(SCORE_BANDS).optional(), 'low (1-2), medium (3) or high (4-5)'),
});

const Average = z.object({ average: z.number().nullable(), count: z.number() });
const Averages = z.object({
  saleSatisfaction: Average,
  advisorSatisfaction: Average,
  recommend: Average,
});

export const SurveySchema = z
  .object({
    id: z.uuid(),
    concession: z.object({ id: z.uuid(), name: z.string() }),
    seller: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    language: z.enum(LANGUAGES),
    part1: z.object({ saleSatisfaction: z.number(), advisorSatisfaction: z.number() }),
    part2: z.object({
      recommend: z.number(),
      improvements: z.array(z.enum(IMPROVEMENTS)),
      comment: z.string(),
    }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('Survey');

export const SurveyListSchema = z
  .object({
    surveys: z.array(SurveySchema),
    summary: z.object({
      count: z.number(),
      questions: Averages,
      advisors: z.array(
        z.object({ id: z.uuid(), name: z.string(), count: z.number(), questions: Averages }),
      ),
      withoutAdvisor: z.number(),
    }),
  })
  .openapi('SurveyList');

export const toSurveyBody = (survey: SurveyRecord): z.infer<typeof SurveySchema> => ({
  ...survey,
  createdAt: survey.createdAt.toISOString(),
});

export const toSurveyListBody = (result: { surveys: SurveyRecord[]; summary: SurveySummary }) => ({
  surveys: result.surveys.map(toSurveyBody),
  summary: result.summary,
});
