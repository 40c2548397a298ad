import type { Browser, Page } from '@playwright/test';
import { expect, linkFromOutbox } from './fixtures.ts';

/* The onboarding steps a newly invited account walks, shared by the journeys that invite one. */

/** Opens the invitation sent to `email` and creates the password; the guard's next step follows. */
export const acceptInvitation = async (
  page: Page,
  browser: Browser,
  { email, password }: { email: string; password: string },
) => {
  await page.goto(await linkFromOutbox(browser, email, '/auth/invite'));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/create-password$/);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon mot de passe' }).click();
};

/** The contract (or privacy policy) step: read, ticked, accepted. */
export const acceptDocument = async (page: Page) => {
  await page.getByLabel('J’ai lu et j’accepte ce document').check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
};

/** The 40 statements of the personality test, page by page, up to the profile it gives. */
export const answerPersonalityTest = async (page: Page) => {
  for (let answered = 0; answered < 40;) {
    // The page of the next statements, once there: the last click's page may still be loading.
    await expect(
      page.getByRole('heading', { name: `Énoncés ${answered + 1} à`, exact: false }),
    ).toBeVisible();
    const groups = await page.locator('fieldset').all();
    for (const [index, group] of groups.entries()) {
      await group.locator(`input[type="radio"][value="${((answered + index) % 5) + 1}"]`).check();
    }
    answered += groups.length;
    const finish = page.getByRole('button', { name: 'Voir mon profil' });
    if (await finish.isVisible()) await finish.click();
    else await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  }
  await expect(page.getByRole('link', { name: 'Continuer' })).toBeVisible();
};
