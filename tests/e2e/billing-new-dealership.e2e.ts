import { apiAs } from './api-clients.ts';
import { DEMO_ACCOUNTS, expect, expectAccessible, linkFromOutbox, ok, test } from './fixtures.ts';

/*
 * Issue 15's "done when" journey with a dealership made for the test (decisions 069, 077, 093): the
 * PR admin creates it with only its owner, the owner takes the invitation, signs the contract and
 * lands on the checkout; a declined payment seen from the payment-in-progress page gives the
 * spec's message and a retry, which pays; the owner waits on the set-up-pending page until the
 * platform activates the dealership, then the set-up wizard opens. The dealership is deleted at
 * the end, so the test depends on no other test's order and leaves the demo data as found.
 */

test('a new dealership’s owner pays after a declined payment and reaches the set-up wizard', async ({
  browser,
  baseURL,
}) => {
  // A long journey with an accessibility scan on each new page; a loaded machine scans slowly.
  test.setTimeout(480_000);
  const base = baseURL ?? '';
  const stamp = Date.now();
  const ownerEmail = `owner.billing.${stamp}@example.test`;
  const platform = await apiAs(base, DEMO_ACCOUNTS.prAdmin);
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  let concessionId = '';

  try {
    await test.step('the PR admin creates a dealership with only its owner', async () => {
      const makes = await ok(platform.api.GET('/api/manufacturers'));
      const created = await ok(
        platform.api.POST('/api/concessions', {
          body: {
            name: `Concession paiement ${stamp}`,
            language: 'fr',
            manufacturers: [makes[0]?.id ?? ''],
            ownerEmail,
          },
        }),
      );
      concessionId = created.id;
      const state = await ok(
        platform.api.GET('/api/stripe/subscription', { params: { query: { concessionId } } }),
      );
      expect(state.status).toBe('neverCreated');
    });

    await test.step('the owner takes the invitation and is sent to the checkout', async () => {
      await page.goto(await linkFromOutbox(browser, ownerEmail, '/auth/invite'));
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page).toHaveURL(/\/owner\/create-password$/);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Bienvenue2026');
      await page.getByLabel('Confirmez le mot de passe').fill('Bienvenue2026');
      await page.getByRole('button', { name: 'Créer mon mot de passe' }).click();
      await expect(page).toHaveURL(/\/owner\/sign-contract$/);
      await page.getByLabel('J’ai lu et j’accepte ce document').check();
      await page.getByRole('button', { name: 'Accepter et continuer' }).click();
      await expect(page).toHaveURL(/\/owner\/checkout$/);
      // Nothing else opens before the payment.
      await page.goto('/owner/settings/information');
      await expect(page).toHaveURL(/\/owner\/checkout$/);
    });

    const progress = await context.newPage();
    await test.step('a declined payment: the spec’s message and a retry', async () => {
      // The monthly plan with 1 extra advisor: 499 + 49 = 548,00 $ a month.
      await page.getByLabel('Forfait mensuel').check();
      await page.getByLabel('Licences conseiller supplémentaires').fill('1');
      await expect(page.locator('[data-plan="monthly"] [data-price]')).toHaveText(
        '548,00\u00a0$ / mois',
      );
      await page.getByRole('button', { name: 'Passer au paiement' }).click();
      await expect(page).toHaveURL(/\/owner\/checkout\/demo\/[0-9a-f-]{36}$/);
      const checkoutId = new URL(page.url()).pathname.split('/').pop() ?? '';

      // The payment-in-progress page follows the checkout while the demo page is still open.
      await progress.goto(`/owner/checkout/payment?checkout=${checkoutId}`);
      await expect(
        progress.getByRole('heading', { level: 1, name: 'Paiement en cours' }),
      ).toBeVisible();
      await expect(progress.locator('[data-payment="inProgress"]')).toBeVisible();
      await expectAccessible(progress);

      await page.getByRole('button', { name: 'Simuler un refus de paiement' }).click();
      // The island moves the waiting page on by itself once the refusal is applied.
      await expect(progress.locator('[data-payment="failed"]')).toBeVisible({ timeout: 15_000 });
      await expect(
        progress.getByText('Le paiement a échoué : réessayez ou communiquez avec le soutien.'),
      ).toBeVisible();
      await expectAccessible(progress);
      await progress.close();
    });

    await test.step('the retry pays and the owner waits for the set-up', async () => {
      // The demo page went to the same refusal.
      await expect(page.locator('[data-payment="failed"]')).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
      await expect(page).toHaveURL(/\/owner\/checkout\/demo\/[0-9a-f-]{36}$/);
      await expect(page.locator('[data-amount]')).toHaveText('548,00\u00a0$ / mois');
      await page.getByRole('button', { name: /^Payer / }).click();
      await expect(page).toHaveURL(/\/owner\/pending-payment$/, { timeout: 15_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Paiement reçu, merci!' }),
      ).toBeVisible();
      await expectAccessible(page);
      const state = await ok(
        platform.api.GET('/api/stripe/subscription', { params: { query: { concessionId } } }),
      );
      expect(state).toMatchObject({ status: 'pending_set_up', extraSellerLicences: 1 });
      // Paid already: the checkout and the wizard lead back to the waiting page.
      await page.goto('/owner/checkout');
      await expect(page).toHaveURL(/\/owner\/pending-payment$/);
      await page.goto('/owner/settings/information');
      await expect(page).toHaveURL(/\/owner\/pending-payment$/);
    });

    await test.step('the platform activates the dealership: the set-up wizard opens', async () => {
      await ok(
        platform.api.PUT('/api/concessions/{id}/subscription', {
          params: { path: { id: concessionId } },
          body: { status: 'active' },
        }),
      );
      await page.getByRole('link', { name: 'Vérifier de nouveau' }).click();
      await expect(page).toHaveURL(/\/owner\/settings\/information$/);
      await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
      await expectAccessible(page);
    });
  } finally {
    await context.close();
    if (concessionId) {
      const { response } = await platform.api.DELETE('/api/concessions/{id}', {
        params: { path: { id: concessionId } },
      });
      expect(response.ok).toBe(true);
    }
    await platform.dispose();
  }
});
