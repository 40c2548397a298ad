import type { GetClientMatches } from '#application/matching/get-client-matches.ts';
import type { GetPsychometricProfile } from '#application/psychometrics/get-psychometric-profile.ts';
import type { GetLambdaStatus } from '#application/psychometrics/get-lambda-status.ts';
import type { StartRecalculation } from '#application/psychometrics/start-recalculation.ts';
import type { ResetQuestionnaire } from '#application/psychometrics/reset-questionnaire.ts';
import type { SaveQuestionnaire } from '#application/psychometrics/save-questionnaire.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond, respondToSave } from './psychometrics.errors.ts';
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

const users = apiRoutes('Users');
const lambda = apiRoutes('Lambda');

const saveQuestionnaireRoute = users.put(
  '/api/users/{id}/questionnaire',
  'users.questionnaire.write',
  {
    summary: 'Save personality test answers (own account); the final submit scores the test',
    description:
      'Answers are merged with those saved before. `prepareOnly: true` keeps a partial test; `false` needs all 40 statements answered and stores the scores, profile number and descriptors computed with the latest norms. A completed test is final (409): a manager resets it for a new attempt.',
    // The test is an onboarding step itself (docs/spec/decisions.md section 6).
    authorization: { allowedDuringOnboarding: true },
    request: { body: jsonBody(QuestionnaireBody) },
    success: {
      description: 'The questionnaire and, once complete, the profile',
      schema: PsychometricStateSchema,
    },
    errors: [409],
  },
);

const resetQuestionnaireRoute = users.delete(
  '/api/users/{id}/questionnaire',
  'users.questionnaire.reset',
  {
    summary: "Reset a member's personality test so they take it again",
    description:
      'The member loses their profile until they complete the test again; their next page is the test.',
    success: { status: 204, description: 'Reset (also when there was no test)' },
  },
);

const lambdaStatusRoute = lambda.get('/api/lambda/recalculation', 'lambda.manage', {
  summary: 'The current norms (lambda) and the latest recalculation, with its progress',
  success: { description: 'The lambda and the recalculation state', schema: LambdaStatusSchema },
});

const startRecalculationRoute = lambda.post('/api/lambda/recalculations', 'lambda.manage', {
  summary:
    'Compute new norms from every completed test and re-score every profile in the background',
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
      return respondToSave(c, result, toStateBody);
    })
    .openapi(resetQuestionnaireRoute, async (c) => {
      const result = await deps.resetQuestionnaire({
        ...callerOf(c),
        userId: c.req.valid('param').id,
      });
      return respond.empty(c, result);
    })
    .openapi(lambdaStatusRoute, async (c) =>
      c.json({ data: toLambdaStatusBody(await deps.getLambdaStatus()) }, 200),
    )
    .openapi(startRecalculationRoute, async (c) => {
      const result = await deps.startRecalculation({ startedBy: callerOf(c).actor.userId });
      return respond(c, result, toRecalculationBody, 201);
    });
