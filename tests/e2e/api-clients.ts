import { request as playwrightRequest } from '@playwright/test';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect } from './fixtures.ts';

/* API helpers of the advisor's client pages' browser tests (seller-client.e2e.ts). */

/** An API session of a demo account on a server. */
export const apiAs = async (baseURL: string, email: string) => {
  // Writes carry the Origin a browser would send (decision 030).
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  const { csrfToken } = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const signedIn = await api.post('/api/auth/callback/credentials', {
    headers,
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return { api, headers };
};

/** A walk-in client whose kiosk questionnaire is complete (made through the kiosk's API). */
export const completedClient = async (baseURL: string) => {
  const { api, headers } = await apiAs(baseURL, DEMO_ACCOUNTS.client);
  const created = await api.post('/api/clients', {
    headers,
    data: { language: 'fr', sequence: 'buyCar' },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const completed = await api.put(`/api/clients/${id}/questionnaire`, {
    headers,
    data: { questionnaire: COMPLETE_ANSWERS, personality: PERSONALITY, complete: true },
  });
  expect(completed.ok()).toBe(true);
  return { id, api, headers };
};
