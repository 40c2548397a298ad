import { signedInUser } from '#tests/fixtures/typed-calls.ts';
import { apiAs } from './api-clients.ts';
import { DEMO_ACCOUNTS, expect, expectAccessible, signInWithForm, test } from './fixtures.ts';

/*
 * Subscription checkout on the demo payment page (the embedded default, decision 069): a dealership
 * that has never paid; its owner is sent to the checkout, sees a declined payment with the spec's
 * message, retries, pays, waits for the set-up, and moves on once the platform activates it.
 */

const OWNER = 'owner2@demo.test';

test('an owner pays on the demo page after a declined payment, then waits for the set-up', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { api: ownerApi } = await apiAs(base, OWNER);
  const concessionId = (await signedInUser(ownerApi))?.concession ?? '';
  const platform = await apiAs(base, DEMO_ACCOUNTS.prAdmin);
  const setState = async (status: 'neverCreated' | 'active') =>
    (
      await platform.api.PUT('/api/concessions/{id}/subscription', {
        params: { path: { id: concessionId } },
        body: { status },
      })
    ).response;
  expect((await setState('neverCreated')).status).toBe(200);

  const page = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
  await signInWithForm(page, OWNER);
  await expect(page).toHaveURL(/\/owner\/checkout$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paiement de l’abonnement' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The yearly plan with 2 extra advisors: (499 + 2 x 49) x 0.85 x 12 = 6 089,40 $ a year, shown
  // as it is typed (the recalculate button is for pages without JavaScript).
  await page.getByLabel('Forfait annuel').check();
  await expect(page.getByRole('button', { name: 'Recalculer le prix' })).toBeHidden();
  await page.getByLabel('Licences conseiller supplémentaires').fill('2');
  await expect(page.locator('[data-plan="yearly"] [data-price]')).toHaveText(
    '6\u00a0089,40\u00a0$ / an',
  );
  await page.getByRole('button', { name: 'Passer au paiement' }).click();

  // The demo payment page: declined first.
  await expect(page).toHaveURL(/\/owner\/checkout\/demo\//);
  await expect(page.locator('[data-amount]')).toHaveText('6\u00a0089,40\u00a0$ / an');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Simuler un refus de paiement' }).click();
  await expect(page.locator('[data-payment="failed"]')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Le paiement a échoué : réessayez ou communiquez avec le soutien.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Retry: a new checkout for the same choice, paid this time.
  await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await expect(page).toHaveURL(/\/owner\/checkout\/demo\//);
  // Payment in progress, open beside the demo page while nothing is paid yet: its island follows
  // the state through the API (no reload) and moves on once the job has applied the payment.
  const checkoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const progress = await page.context().newPage();
  await progress.goto(`/owner/checkout/payment?checkout=${checkoutId}`);
  await expect(progress.locator('[data-payment="inProgress"]')).toBeVisible();
  await expect(progress.locator('[data-payment-polling]')).toBeVisible();
  await expect(progress.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expectAccessible(progress);
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(progress).toHaveURL(/\/owner\/pending-payment$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/owner\/(checkout\/payment|pending-payment)/);
  await expect(page).toHaveURL(/\/owner\/pending-payment$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paiement reçu, merci!' }),
  ).toBeVisible();
  await expectAccessible(page);
  // An owner being set up cannot pay twice.
  await page.goto('/owner/checkout');
  await expect(page).toHaveURL(/\/owner\/pending-payment$/);

  // The platform finishes the set-up: the owner moves on to the next step, away from payment.
  expect((await setState('active')).status).toBe(200);
  await page.getByRole('link', { name: 'Vérifier de nouveau' }).click();
  await expect(page).not.toHaveURL(/pending-payment|checkout/);
  await page.goto('/owner/checkout');
  await expect(page).not.toHaveURL(/checkout/);

  // The demo billing portal (decision 092): monthly instead of yearly, cancel, then reactivate.
  await page.goto('/owner/settings/payments-history');
  await page.getByRole('button', { name: 'Gérer la facturation' }).click();
  await expect(page).toHaveURL(/\/owner\/settings\/billing-portal$/);
  await expectAccessible(page);
  const summary = page.locator('[data-subscription]');
  await page.getByLabel('Mensuelle').check();
  await page.getByRole('button', { name: 'Enregistrer les changements' }).click();
  await expect(page.getByText(/^Changement transmis/)).toBeVisible();
  // The change shows once the job has applied its event.
  await expect(async () => {
    await page.reload();
    await expect(summary).toContainText('/ mois', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Annuler à la fin de la période' }).click();
  await expect(async () => {
    await page.reload();
    await expect(summary).toContainText('se termine', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Réactiver l’abonnement' }).click();
  await expect(async () => {
    await page.reload();
    await expect(summary).toContainText('renouvellement', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
