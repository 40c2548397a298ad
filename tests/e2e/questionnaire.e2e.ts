import type { Page } from '@playwright/test';
import { expect, expectAccessible, ok, pageApi, signInWithForm, test } from './fixtures.ts';

// Forty statements over four pages, two sign-ins and three axe checks.
test.describe.configure({ timeout: 90_000 });

/** Picks the same point of the scale for every statement of the page on screen. */
const answerPage = async (page: Page, label: string) => {
  const statements = page.getByRole('radiogroup');
  await expect(statements).toHaveCount(10);
  for (let index = 0; index < 10; index += 1) {
    await statements.nth(index).getByRole('radio', { name: label, exact: true }).check();
  }
};

test('an advisor takes the personality test in French, leaves halfway, resumes and sees the profile', async ({
  checkedPage: page,
}) => {
  // The owner resets David's completed test, as a manager would for a new attempt.
  await signInWithForm(page, 'owner@demo.test');
  const members = await ok(pageApi(page).GET('/api/users'));
  const david = members.find((member) => member.email === 'seller6@demo.test');
  if (!david) throw new Error('seller6 is not a member of the demo dealership');
  const reset = await pageApi(page).DELETE('/api/users/{id}/questionnaire', {
    params: { path: { id: david.id } },
  });
  expect(reset.response.status).toBe(204);
  await page.context().clearCookies();

  // Signing in, David is sent to the test: the onboarding step he owes now.
  await signInWithForm(page, 'seller6@demo.test');
  await expect(page).toHaveURL(/\/seller\/questionnaire$/);
  // David's own language is English: he switches to French, which his account then keeps.
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test de personnalité');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Énoncés 1 à 10');
  await expect(page.getByRole('radiogroup').first()).toContainText('1. Je suis l’âme de la fête');
  // A plain form: no script on the page at all.
  await expect(page.locator('script')).toHaveCount(0);
  await expectAccessible(page);

  await answerPage(page, 'modérément');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(page.getByText('Page 2 sur 4 · 10 énoncés répondus sur 40')).toBeVisible();

  // The statements are required radio buttons: the browser itself holds back a page with blanks.
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await answerPage(page, 'un peu');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page).toHaveURL(/page=3$/);

  // He leaves halfway; coming back, the app takes him to the first page still to answer.
  await page.goto('/');
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller\/questionnaire$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Énoncés 21 à 30');
  await expect(page.getByText('Page 3 sur 4 · 20 énoncés répondus sur 40')).toBeVisible();

  await answerPage(page, 'parfaitement');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Énoncés 31 à 40');
  await answerPage(page, 'plus ou moins');
  await page.getByRole('button', { name: 'Voir mon profil' }).click();

  // The result: four trait bars on the 10..100 scale and the descriptors with their meaning.
  await expect(page).toHaveURL(/\/seller\/questionnaire$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil de personnalité');
  for (const trait of ['Extraversion', 'Agréabilité', 'Caractère consciencieux']) {
    await expect(page.getByText(trait, { exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-trait]')).toHaveCount(4);
  await expect(page.locator('[data-trait]').first()).toContainText(/\d+ sur 100/);
  expect(await page.locator('[data-descriptor]').count()).toBeGreaterThan(0);
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/seller');

  // The profile is on the account, as GET /api/users/{id} shows it.
  const account = await ok(
    pageApi(page).GET('/api/users/{id}', { params: { path: { id: david.id } } }),
  );
  expect(account.psychometricQuestionnaire.complete).toBe(true);
  expect(Object.keys(account.psychometricQuestionnaire.answers ?? {})).toHaveLength(40);
  expect(account.psychometricProfile?.descriptors.length).toBeGreaterThan(0);
  expect(account.profileNumber).not.toBeNull();
  const shown = await page.locator('[data-trait="E"]').innerText();
  expect(shown).toContain(`${account.psychometricProfile?.scores.E} sur 100`);
});
