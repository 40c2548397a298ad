import type { Page } from '@playwright/test';
import { COMPLETE_ANSWERS } from '#tests/fixtures/client-answers.ts';
import { apiAs } from './api-clients.ts';
import { DEMO_ACCOUNTS, expect, expectAccessible, ok, test } from './fixtures.ts';
import {
  answerCurrentCar,
  answerPaymentAndDriving,
  answerStatements,
  radio,
} from './kiosk-journey.ts';

/*
 * Part 4 of the kiosk's questionnaire in three steps (decision 099, issue 13): each step reports
 * every problem it has in one round, "Back" returns to the step before with its answers, and the
 * walk ends on "Merci!", in French and in English.
 */

/** The problems the error summary of a refused step lists. */
const problems = (page: Page) => page.locator('.field-error');

test('the kiosk walks part 4’s three steps, each reporting all its problems at once', async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('client');
  await page.getByRole('button', { name: 'Acheter un véhicule' }).click();
  await answerCurrentCar(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await answerPaymentAndDriving(page);

  // Step 1 of 3: the preferences, sent empty; its one required answer is marked.
  await expect(page.getByText('Partie 4 sur 4, étape 1 sur 3')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Les modèles qui vous intéressent' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.locator('#field-colour-error')).toBeVisible();
  await expect(problems(page)).toHaveCount(1);
  await radio(page, 'Votre couleur préférée', 'Bleu');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 2 of 3: the test drive and the models.
  await expect(page.getByText('Partie 4 sur 4, étape 2 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.locator('#field-wantsTestDrive-error')).toBeVisible();
  await radio(page, 'Aimeriez-vous faire un essai routier?', 'Non');
  await page
    .getByRole('group', { name: 'Les modèles qui vous intéressent' })
    .getByLabel('Honda Civic')
    .check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 3 of 3: the sixteen statements, all marked in one round when left out.
  await expect(page.getByText('Partie 4 sur 4, étape 3 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Terminer le questionnaire' }).click();
  await expect(page.locator('[id^="field-personality-"][id$="-error"]')).toHaveCount(16);

  // Back to step 2: its answers are there.
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page.getByText('Partie 4 sur 4, étape 2 sur 3')).toBeVisible();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Aimeriez-vous faire un essai routier?' })
      .getByLabel('Non'),
  ).toBeChecked();
  await expect(page.getByLabel('Honda Civic')).toBeChecked();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await answerStatements(page);
  await page.getByRole('button', { name: 'Terminer le questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci!' })).toBeVisible();
});

test('an English buyer answers part 4’s steps in English', async ({
  checkedPage: page,
  loginAs,
  baseURL,
}) => {
  // Parts 1 to 3 answered through the kiosk's API; the buyer takes over at part 4.
  const { api, dispose } = await apiAs(baseURL ?? '', DEMO_ACCOUNTS.client);
  const { id } = await ok(
    api.POST('/api/clients', { body: { language: 'en', sequence: 'buyCar' } }),
  );
  const firstParts = Object.fromEntries(
    Object.entries(COMPLETE_ANSWERS).filter(([key]) => !['colour', 'wantsTestDrive'].includes(key)),
  );
  await ok(
    api.PUT('/api/clients/{id}/questionnaire', {
      params: { path: { id } },
      body: { questionnaire: firstParts },
    }),
  );
  await dispose();

  await loginAs('client');
  await page.goto(`/client/questionnaire/${id}/part-4?clientId=${id}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your preferences' })).toBeVisible();
  await expect(page.getByText('Part 4 of 4, step 1 of 3')).toBeVisible();
  await radio(page, 'Your favourite colour', 'Blue');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Part 4 of 4, step 2 of 3')).toBeVisible();
  await radio(page, 'Would you like to take a test drive?', 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Part 4 of 4, step 3 of 3')).toBeVisible();
  await expect(page).toHaveTitle(/Your preferences, step 3 of 3/);
  await answerStatements(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish the questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
});
