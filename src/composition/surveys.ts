import { makeCreateSurvey, makeGetSurveyKiosk } from '#application/surveys/create-survey.ts';
import { makeSurveyStatistics } from '#application/surveys/survey-statistics.ts';
import type { Adapters } from './adapters.ts';

/** The service kiosk's after-sales survey and its statistics (docs/decisions/072 and 073). */
export const buildSurveys = ({ stores, clock }: Adapters) => ({
  createSurvey: makeCreateSurvey({ surveys: stores.surveys, clock }),
  getSurveyKiosk: makeGetSurveyKiosk({ surveys: stores.surveys }),
  surveyStatistics: makeSurveyStatistics({ surveys: stores.surveys, clock }),
});
