import { parseDateRangeQuery } from '#domain/statistics/date-ranges.ts';
import type { makeCreateSurvey, makeGetSurveyKiosk } from '#application/surveys/create-survey.ts';
import type { makeSurveyStatistics } from '#application/surveys/survey-statistics.ts';
import { dateRangeErrorMessage } from '#ui/components/date-range-filter.tsx';
import { callerOf } from '#adapters/http/api/caller.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './surveys.errors.ts';
import {
  NewSurveyBody,
  SurveyListSchema,
  SurveySchema,
  SurveysQuery,
  toSurveyBody,
  toSurveyListBody,
} from './surveys.schemas.ts';

export type SurveyRouteDeps = {
  createSurvey: ReturnType<typeof makeCreateSurvey>;
  getSurveyKiosk: ReturnType<typeof makeGetSurveyKiosk>;
  surveyStatistics: ReturnType<typeof makeSurveyStatistics>;
};

const surveys = apiRoutes('Surveys');

const createSurveyRoute = surveys.post('/api/surveys', 'surveys.create', {
  summary: "Save an after-sales survey (the service kiosk of the survey's dealership only)",
  request: { body: jsonBody(NewSurveyBody) },
  success: { status: 201, description: 'The survey saved', schema: SurveySchema },
});

const listSurveysRoute = surveys.get('/api/surveys', 'surveys.read', {
  summary:
    'Surveys within reach, filtered (date range, advisor, question and score band), with their averages per question and per advisor',
  request: { query: SurveysQuery },
  success: { description: 'The surveys and their averages', schema: SurveyListSchema },
  errors: [404],
});

/** Surveys (docs/spec/product-spec.md section 7; docs/decisions/072 and 073). */
export const makeSurveyRoutes = (deps: SurveyRouteDeps) =>
  createApiRouter()
    .openapi(createSurveyRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.createSurvey({
        ...callerOf(c),
        language: body.language ?? c.get('language'),
        part1: {
          sellerId: body.part1.sellerId,
          saleSatisfaction: String(body.part1.saleSatisfaction),
          advisorSatisfaction: String(body.part1.advisorSatisfaction),
        },
        part2: {
          recommend: String(body.part2.recommend),
          improvements: body.part2.improvements,
          comment: body.part2.comment,
        },
      });
      return respond(c, result, toSurveyBody, 201);
    })
    .openapi(listSurveysRoute, async (c) => {
      const query = c.req.valid('query');
      const range = parseDateRangeQuery(query, 'last30Days');
      if (!range.ok) {
        return invalidFields(c, [
          {
            path: `query.${range.error.field}`,
            message: dateRangeErrorMessage(c.get('t'), range.error),
          },
        ]);
      }
      const result = await deps.surveyStatistics({
        ...callerOf(c),
        range: range.value,
        concessionId: query.concession,
        sellerId: query.advisor,
        question: query.question,
        band: query.band,
        withSurveys: true,
      });
      return respond(c, result, toSurveyListBody);
    });
