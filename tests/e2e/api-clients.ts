import { request as playwrightRequest } from '@playwright/test';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, ok, typedApi } from './fixtures.ts';

/* API helpers of the advisor's client pages' browser tests (seller-client.e2e.ts). */

/**
 * An API session of a demo account on a server: the typed client (src/api-client) over a request
 * context of its own; `dispose` ends it.
 */
export const apiAs = async (baseURL: string, email: string) => {
  const context = await playwrightRequest.newContext({ baseURL });
  const api = typedApi(context, baseURL);
  const { response } = await api.POST('/api/auth/callback/credentials', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok).toBe(true);
  return { api, dispose: () => context.dispose() };
};

/** A walk-in client whose kiosk questionnaire is complete (made through the kiosk's API). */
export const completedClient = async (baseURL: string) => {
  const { api, dispose } = await apiAs(baseURL, DEMO_ACCOUNTS.client);
  const { id } = await ok(
    api.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
  );
  await ok(
    api.PUT('/api/clients/{id}/questionnaire', {
      params: { path: { id } },
      body: { questionnaire: COMPLETE_ANSWERS, personality: PERSONALITY, complete: true },
    }),
  );
  return { id, api, dispose };
};
