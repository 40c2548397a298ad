import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { radio } from './kiosk-journey.ts';

/* Helpers of the advisor's browser tests (seller-client.e2e.ts, be-back-sold.e2e.ts). */

/**
 * The advisor's sale from an earlier test is put aside, so this one starts on the home page: a
 * running sale keeps the advisor on it (docs/spec/product-spec.md section 4), an expired one is ended.
 */
export const freeSeller = async (page: Page) => {
  await page.goto('/seller');
  const kept = /\/seller\/client\/([0-9a-f-]{36})/.exec(new URL(page.url()).pathname)?.[1];
  const expired = await page
    .locator('[data-expired-sale] a')
    .first()
    .getAttribute('href', {
      timeout: 1_000,
    })
    .catch(() => null);
  const clientId = kept ?? /\/seller\/client\/([0-9a-f-]{36})/.exec(expired ?? '')?.[1];
  if (!clientId) return;
  await page.goto(`/seller/client/${clientId}/questionnaireEnd`);
  await radio(page, 'Comment s’est terminée la visite?', 'Non vendu');
  await page.getByRole('button', { name: 'Enregistrer la fin de la relation' }).click();
  await expect(page).toHaveURL(/\/seller\?flash=ended$/);
};

/* The advisor's profile form (/seller/me), shared by the profile tests and the onboarding journeys. */

export const profileForm = (page: Page) => page.locator('form[action^="/seller/me?form=profile"]');
export const startDate = (page: Page, legend: string) => page.getByRole('group', { name: legend });

export const fillDates = async (
  page: Page,
  trade: [string, string],
  dealership: [string, string],
) => {
  const tradeGroup = startDate(page, 'Début dans la vente automobile');
  await tradeGroup.getByLabel('Année').fill(trade[0]);
  await tradeGroup.getByLabel('Mois').selectOption(trade[1]);
  const dealershipGroup = startDate(page, 'Début à cette concession');
  await dealershipGroup.getByLabel('Année').fill(dealership[0]);
  await dealershipGroup.getByLabel('Mois').selectOption(dealership[1]);
};

export const chooseHobbies = async (page: Page, hobbies: readonly string[]) => {
  const group = page.getByRole('group', { name: 'Mes 3 loisirs' });
  for (const box of await group.getByRole('checkbox').all()) {
    if (await box.isChecked()) await box.uncheck();
  }
  for (const hobby of hobbies) await group.getByLabel(hobby, { exact: true }).check();
};

export const saveProfile = (page: Page) =>
  profileForm(page)
    .getByRole('button', { name: /^Enregistrer/ })
    .click();
