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
