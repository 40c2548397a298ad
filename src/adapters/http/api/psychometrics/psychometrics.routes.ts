import type { Context } from 'hono';
import type { GetClientMatches } from '#application/matching/get-client-matches.ts';
import type { GetPsychometricProfile } from '#application/psychometrics/get-psychometric-profile.ts';
import type { GetLambdaStatus } from '#application/psychometrics/get-lambda-status.ts';
import type { StartRecalculation } from '#application/psychometrics/start-recalculation.ts';
import type { ResetQuestionnaire } from '#application/psychometrics/reset-questionnaire.ts';
import type {
  SaveQuestionnaire,
  SaveQuestionnaireError,
} from '#application/psychometrics/save-questionnaire.ts';
import type { AnswerIssueCode, AnswerValidationError } from '#domain/psychometrics/index.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { errorTable } from '#adapters/http/api/error-table.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import {
  LambdaStatusSchema,
  PsychometricStateSchema,
  QuestionnaireBody,
  RecalculationSchema,
  toLambdaStatusBody,
  toRecalculationBody,
  toStateBody,
} from './psychometrics.schemas.ts';

/**
 * What the personality test and lambda routes (and their pages) call. A client's profile and tips
 * are part of `GET /api/clients/{id}` (clients API), which uses `makeGetClientProfile`.
 */
export type PsychometricsUseCases = {
  saveQuestionnaire: SaveQuestionnaire;
  resetQuestionnaire: ResetQuestionnaire;
  getPsychometricProfile: GetPsychometricProfile;
  getClientMatches: GetClientMatches;
  getLambdaStatus: GetLambdaStatus;
  startRecalculation: StartRecalculation;
};

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
          c.var.t(ISSUE_MESSAGES[issue.code].summary, { keys: issue.keys.join(', ') }),
        )
        .join(' '),
      code: 'VALIDATION_ERROR' as const,
      issues: error.issues.flatMap((issue) =>
        issue.keys.map((key) => ({
          path: `json.psychometricQuestionnaire.${key}`,
          message: c.var.t(ISSUE_MESSAGES[issue.code].each),
        })),
      ),
    },
    400,
  );

const psychometricsError = errorTable({
  NOT_FOUND: { status: 404, message: 'api.notFound' },
  'QUESTIONNAIRE.ALREADY_COMPLETED': { status: 409, message: 'psychometrics.api.alreadyCompleted' },
  'LAMBDA.RECALCULATION_RUNNING': {
    status: 409,
    message: 'psychometrics.api.recalculationRunning',
  },
});

const questionnaireError = (c: Context<AppEnv>, error: SaveQuestionnaireError) =>
  error.code === 'QUESTIONNAIRE.INVALID_ANSWERS'
    ? invalidAnswers(c, error)
    : psychometricsError(c, error);

const saveQuestionnaireRoute = defineRoute({
  method: 'put',
  path: '/api/users/{id}/questionnaire',
  tags: ['Users'],
  summary: 'Save personality test answers (own account); the final submit scores the test',
  description:
    'Answers are merged with those saved before. `prepareOnly: true` keeps a partial test; `false` needs all 40 statements answered and stores the scores, profile number and descriptors computed with the latest norms. A completed test is final (409): a manager resets it for a new attempt.',
  action: 'users.questionnaire.write',
  // The test is an onboarding step itself (docs/spec/decisions.md section 6).
  authorization: { allowedDuringOnboarding: true },
  request: { params: IdParams, body: jsonBody(QuestionnaireBody) },
  success: {
    description: 'The questionnaire and, once complete, the profile',
    schema: PsychometricStateSchema,
  },
  errors: [404, 409],
});

const resetQuestionnaireRoute = defineRoute({
  method: 'delete',
  path: '/api/users/{id}/questionnaire',
  tags: ['Users'],
  summary: "Reset a member's personality test so they take it again",
  description:
    'The member loses their profile until they complete the test again; their next page is the test.',
  action: 'users.questionnaire.reset',
  request: { params: IdParams },
  success: { status: 204, description: 'Reset (also when there was no test)' },
  errors: [404],
});

const lambdaStatusRoute = defineRoute({
  method: 'get',
  path: '/api/lambda/recalculation',
  tags: ['Lambda'],
  summary: 'The current norms (lambda) and the latest recalculation, with its progress',
  action: 'lambda.manage',
  success: { description: 'The lambda and the recalculation state', schema: LambdaStatusSchema },
});

const startRecalculationRoute = defineRoute({
  method: 'post',
  path: '/api/lambda/recalculations',
  tags: ['Lambda'],
  summary:
    'Compute new norms from every completed test and re-score every profile in the background',
  action: 'lambda.manage',
  success: { status: 201, description: 'The recalculation, running', schema: RecalculationSchema },
  errors: [409],
});

export const makePsychometricsRoutes = (deps: PsychometricsUseCases) =>
  createApiRouter()
    .openapi(saveQuestionnaireRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.saveQuestionnaire({
        ...callerOf(c),
        userId: c.req.valid('param').id,
        prepareOnly: body.prepareOnly,
        answers: body.psychometricQuestionnaire,
      });
      return result.ok
        ? c.json({ data: toStateBody(result.value) }, 200)
        : questionnaireError(c, result.error);
    })
    .openapi(resetQuestionnaireRoute, async (c) => {
      const result = await deps.resetQuestionnaire({
        ...callerOf(c),
        userId: c.req.valid('param').id,
      });
      return result.ok ? c.body(null, 204) : psychometricsError(c, result.error);
    })
    .openapi(lambdaStatusRoute, async (c) =>
      c.json({ data: toLambdaStatusBody(await deps.getLambdaStatus()) }, 200),
    )
    .openapi(startRecalculationRoute, async (c) => {
      const result = await deps.startRecalculation({ startedBy: callerOf(c).actor.userId });
      return result.ok
        ? c.json({ data: toRecalculationBody(result.value) }, 201)
        : psychometricsError(c, result.error);
    });
