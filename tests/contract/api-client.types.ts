/**
 * Compile-time checks of the contract (`npm run typecheck` compiles this file; it never runs): the
 * typed client refuses what the API refuses, and takes what the server defaults as optional.
 */
import { createApiClient } from '#src/api-client/index.ts';

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
];
