import type { Context } from 'hono';
import type { SaveQuestionnaireError } from '#application/psychometrics/save-questionnaire.ts';
import type { AnswerIssueCode, AnswerValidationError } from '#domain/psychometrics/index.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

const ISSUE_MESSAGES: Record<AnswerIssueCode, { summary: MessageKey; each: MessageKey }> = {
  UNKNOWN_ITEM: {
    summary: 'psychometrics.api.unknownItems',
    each: 'psychometrics.api.unknownItem',
  },
  INVALID_VALUE: {
    summary: 'psychometrics.api.invalidValues',
    each: 'psychometrics.api.invalidValue',
  },
  INCOMPLETE: { summary: 'psychometrics.api.incomplete', each: 'psychometrics.api.missing' },
};

/**
 * Refused answers in the validation shape: the message names every offending key, and each key is
 * an issue of its own so a client can mark the statements one by one.
 */
const invalidAnswers = (c: Context<AppEnv>, error: AnswerValidationError) =>
  c.json(
    {
      message: error.issues
        .map((issue) =>
          c.get('t')(ISSUE_MESSAGES[issue.code].summary, { keys: issue.keys.join(', ') }),
        )
        .join(' '),
      code: 'VALIDATION_ERROR' as const,
      issues: error.issues.flatMap((issue) =>
        issue.keys.map((key) => ({
          path: `json.psychometricQuestionnaire.${key}`,
          message: c.get('t')(ISSUE_MESSAGES[issue.code].each),
        })),
      ),
    },
    400,
  );

/** The personality test's and the lambda's business errors whose answer never varies. */
const psychometricsError = errorTable({
  NOT_FOUND: refuse(404, 'api.notFound'),
  'QUESTIONNAIRE.ALREADY_COMPLETED': refuse(409, 'psychometrics.api.alreadyCompleted'),
  'LAMBDA.RECALCULATION_RUNNING': refuse(409, 'psychometrics.api.recalculationRunning'),
});

/** Every error of saving the test: refused answers by key, the others from the table. */
const questionnaireError = (c: Context<AppEnv>, error: SaveQuestionnaireError) =>
  error.code === 'QUESTIONNAIRE.INVALID_ANSWERS'
    ? invalidAnswers(c, error)
    : psychometricsError(c, error);

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(psychometricsError);

/** The answer to saving the test: `{ data }`, or refused answers by key and the table. */
export const respondToSave = responder(questionnaireError);
