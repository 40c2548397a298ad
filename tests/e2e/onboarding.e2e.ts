import { expect, expectAccessible, linkFromOutbox, ok, pageApi, test } from './fixtures.ts';
import { answerPersonalityTest } from './onboarding-steps.ts';

const NEW_SELLER = 'nouvelle.conseillere@demo.test';

test('a new advisor walks onboarding from the invitation, blocked from everything else meanwhile', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(240_000);

  // The owner creates the advisor; the account email goes to the outbox.
  const owner = await browser.newContext({ locale: 'fr-CA' });
  const ownerPage = await owner.newPage();
  await loginAs('owner', ownerPage);
  const seller = await ok(
    pageApi(ownerPage).POST('/api/users', {
      body: { email: NEW_SELLER, role: 'seller', firstName: 'Maude', lastName: 'Tremblay' },
    }),
  );
  await owner.close();

  // The invitation link signs her in; the guard sends her to create a password.
  await page.goto(await linkFromOutbox(browser, NEW_SELLER, '/auth/invite'));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/seller\/create-password$/);
  await expectAccessible(page);

  // Blocked from every other page and from writes until onboarding is done.
  await page.goto('/seller/comments');
  await expect(page).toHaveURL(/\/seller\/create-password$/);
  const write = await pageApi(page).PUT('/api/users/{id}', {
    params: { path: { id: seller.id } },
    body: { firstName: 'Maude', lastName: 'Tremblay', language: 'fr' },
    bodySerializer: (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return form;
    },
  });
  expect(write.response.status).toBe(403);
  expect(write.error?.code).toBe('onboarding_required');

  await page.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue2026');
  await page.getByLabel('Confirmez le mot de passe').fill('Bienvenue2026');
  await page.getByRole('button', { name: 'Créer mon mot de passe' }).click();

  // The contract.
  await expect(page).toHaveURL(/\/seller\/sign-contract$/);
  await expectAccessible(page);
  await page.getByLabel('J’ai lu et j’accepte ce document').check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();

  // The personality test: 40 statements over pages, each page saved as she goes.
  await expect(page).toHaveURL(/\/seller\/questionnaire/);
  await expectAccessible(page);
  await answerPersonalityTest(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continuer' }).click();

  // Last step: her profile (hobbies and experience); the rest of the app stays closed until then.
  await expect(page).toHaveURL(/\/seller\/me$/);
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller\/me$/);
});
