/**
 * Compile-time checks of the contract (`npm run typecheck` compiles this file; it never runs): the
 * typed client refuses what the API refuses, and takes what the server defaults as optional.
 */
import { createApiClient, type operations } from '#src/api-client/index.ts';

const api = createApiClient({ baseUrl: 'http://localhost:3000', token: 'bp_example' });
const params = { path: { id: '00000000-0000-4000-8000-000000000000' } };

export const contractChecks = [
  // An end of relationship with only its outcome compiles: the rest is defaulted by the server.
  () => api.PUT('/api/clients/{id}/feedback', { params, body: { feedback: { outcome: 'sold' } } }),
  () =>
    api.PUT('/api/clients/{id}/feedback', {
      params,
      // @ts-expect-error an unknown feedback field is refused
      body: { feedback: { outcome: 'sold', rating: 5 } },
    }),
  () =>
    api.PUT('/api/clients/{id}/feedback', {
      params,
      // @ts-expect-error an unknown outcome is refused
      body: { feedback: { outcome: 'maybe' } },
    }),
  () =>
    api.PUT('/api/clients/{id}/questionnaire', {
      params,
      body: { questionnaire: { drivingStyle: 'sporty', passengers: '3+' } },
    }),
  () =>
    api.PUT('/api/clients/{id}/questionnaire', {
      params,
      // @ts-expect-error an unknown driving style is refused
      body: { questionnaire: { drivingStyle: 'reckless' } },
    }),
  () =>
    api.PUT('/api/clients/{id}/questionnaire', {
      params,
      // @ts-expect-error a question the questionnaire does not have is refused
      body: { questionnaire: { drivingStyle: 'sporty', favouriteColour: 'red' } },
    }),
  () =>
    api.PUT('/api/clients/{id}/questionnaire', {
      params,
      // @ts-expect-error a personality answer off the 1..5 type (a string) is refused
      body: { questionnaire: {}, personality: { lifeOfTheParty: 'a lot' } },
    }),
  // A draft holds the fields as typed: text where a number will be, a car half described.
  () =>
    api.PUT('/api/clients/{id}/questionnaire', {
      params,
      body: {
        draft: true,
        questionnaire: { paymentAmount: '3', currentCar: { year: '20', model: null } },
      },
    }),
  () =>
    api.PUT('/api/clients/{id}/questionnaire', {
      params,
      // @ts-expect-error answers that are not a draft are checked as answers
      body: { questionnaire: { paymentAmount: '3' } },
    }),
];

/*
 * The questionnaire's body is a union (answers, or a draft): openapi-fetch infers a call's options
 * from its argument, which lets an unknown key of a union's member through at the call, so the
 * draft's exactness is checked on the body's own type (what the kiosk's draft builds).
 */
type QuestionnaireBody =
  operations['putClientsByIdQuestionnaire']['requestBody']['content']['application/json'];
export const bodyChecks: QuestionnaireBody[] = [
  // @ts-expect-error a draft holds only the questionnaire's own fields
  { draft: true, questionnaire: { nickname: 'x' } },
  // @ts-expect-error a draft does not finish the questionnaire
  { draft: true, complete: true, questionnaire: {} },
  // @ts-expect-error answers made only of questions the questionnaire does not have are refused
  { questionnaire: { favouriteColour: 'red' } },
];
