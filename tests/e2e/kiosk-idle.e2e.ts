import type { Page } from '@playwright/test';
import { completedClient } from './api-clients.ts';
import { expect, ok, test } from './fixtures.ts';

/*
 * A kiosk left alone (docs/decisions/059): after three minutes without a touch the tablet posts its
 * idle form. The fake clock runs the page's timer; the server does the rest.
 */
const IDLE_MS = 181_000;

/**
 * Lets three idle minutes pass until the tablet starts over. The idle timer is set when the page's
 * script has loaded, which may be after the first minutes run: they run again until it has.
 */
const goIdle = (page: Page) =>
  expect(async () => {
    await page.clock.runFor(IDLE_MS);
    await expect(page).toHaveURL(/\/client$/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

test('an idle kiosk cancels the unfinished visit and greets the next buyer in French', async ({
  checkedPage: page,
  loginAs,
}) => {
  await page.clock.install();
  await loginAs('client');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Choose a car' }).click();
  await expect(page).toHaveURL(/part-1/);
  const clientId = new URL(page.url()).searchParams.get('clientId') ?? '';

  await goIdle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue!');
  expect((await page.request.get(`/api/clients/${clientId}`)).status()).toBe(404);
});

test('a buyer who walks away from "Merci!" still reaches the waiting room', async ({
  checkedPage: page,
  loginAs,
  baseURL,
}) => {
  const { id, api, dispose } = await completedClient(baseURL ?? '');
  await page.clock.install();
  await loginAs('client');
  await page.goto(`/client/questionnaire/endQuestionnaire?clientId=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci!');

  await goIdle(page);
  const client = await ok(api.GET('/api/clients/{id}', { params: { path: { id } } }));
  expect(client).toMatchObject({ status: 'waitingRoom', seller: null });
  await dispose();
});
