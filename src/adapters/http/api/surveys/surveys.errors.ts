import type { Context } from 'hono';
import {
  IMPROVEMENTS_MAX,
  QUESTION_PART,
  SURVEY_COMMENT_MAX,
  type SurveyFieldProblems,
} from '#domain/surveys/survey.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError, invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The message of each refused answer (the same words for every question). */
export const surveyFieldMessages = (t: Translate, fields: SurveyFieldProblems) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, problem]) => [
      field,
      problem === 'required'
        ? t('surveys.validation.required')
        : problem === 'tooMany'
          ? t('surveys.validation.tooMany', { max: IMPROVEMENTS_MAX })
          : problem === 'tooLong'
            ? t('surveys.validation.commentTooLong', { max: SURVEY_COMMENT_MAX })
            : t('surveys.validation.unknown'),
    ]),
  );

type SurveysError =
  | { code: 'SURVEYS.INVALID'; fields: SurveyFieldProblems }
  | { code: 'SURVEYS.NO_CONCESSION' }
  | { code: 'SURVEYS.CONCESSION_NOT_FOUND' };

const partOf = (field: string) =>
  field in QUESTION_PART
    ? QUESTION_PART[field as keyof typeof QUESTION_PART]
    : field === 'sellerId'
      ? 1
      : 2;

/**
 * The Surveys calls' business errors: answers the rules refuse, one issue per question under its
 * part (`json.part1.sellerId`), in the kiosk's words; a service account without a dealership is 404.
 */
const surveysError = (c: Context<AppEnv>, error: SurveysError) =>
  error.code === 'SURVEYS.INVALID'
    ? invalidFields(
        c,
        Object.entries(surveyFieldMessages(c.get('t'), error.fields)).map(([field, message]) => ({
          path: `json.part${partOf(field)}.${field}`,
          message,
        })),
      )
    : apiError(
        c,
        404,
        error.code,
        error.code === 'SURVEYS.NO_CONCESSION'
          ? 'surveys.validation.noConcession'
          : 'support.errors.concessionNotFound',
      );

export const respond = responder(surveysError);
