import { DEMO_ACCOUNTS, expect, expectAccessible, ok, signInWithForm, test } from './fixtures.ts';
import { completedClient } from './api-clients.ts';
import { radio } from './kiosk-journey.ts';
import { freeSeller } from './seller-helpers.ts';

/*
 * A be-back who comes back and buys (issue 13, decision 058): the advisor ends the first visit
 * "be-back" with two models viewed and a comment, takes the returning customer back, and ends the
 * second visit sold; the record and the history keep both visits' endings.
 */
test('a be-back comes back and buys: both visits stay on the record and in the history', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInWithForm(page, DEMO_ACCOUNTS.seller);
  await freeSeller(page);
  // A buyer finished the kiosk and waits for the first advisor free.
  const { id, api, dispose } = await completedClient(baseURL ?? '');
  await ok(
    api.POST('/api/clients/{id}/seller', { params: { path: { id } }, body: { seller: null } }),
  );
  await dispose();

  const record = `/seller/client/${id}`;
  await page.goto(record);
  await page.getByRole('button', { name: 'Accepter ce client' }).click();
  await expect(page).toHaveURL(new RegExp(`${record}\\?flash=accepted$`));

  // First visit: be-back, two models viewed, a comment.
  await page.locator('#end summary').click();
  await radio(
    page,
    'Comment s’est terminée la visite?',
    'Retour prévu (en attente de réponse du client)',
  );
  const viewed = page.getByRole('group', { name: 'Modèles vus' }).getByRole('checkbox');
  const firstModel = (await viewed.nth(0).getAttribute('value')) ?? '';
  await viewed.nth(0).check();
  await viewed.nth(1).check();
  await page.getByLabel('Commentaire').fill('Revient samedi avec sa conjointe.');
  await page.getByRole('button', { name: 'Enregistrer la fin de la relation' }).click();
  await expect(page).toHaveURL(/\/seller\?flash=ended$/);

  // The customer is back: their advisor takes them back, the action says so.
  await page.goto(record);
  await expect(page.locator('[data-ending="beBack"]')).toBeVisible();
  await page.getByRole('button', { name: 'Client de retour' }).click();
  await expect(page).toHaveURL(new RegExp(`${record}\\?flash=accepted$`));

  // Second visit: sold, the model sold among those viewed.
  await page.locator('#end summary').click();
  await radio(page, 'Comment s’est terminée la visite?', 'Vendu');
  await page
    .getByRole('group', { name: 'Modèles vus' })
    .locator(`input[value="${firstModel}"]`)
    .check();
  await page
    .getByRole('group', { name: /Modèle vendu/ })
    .locator(`input[value="${firstModel}"]`)
    .check();
  await page.getByLabel('Commentaire').fill('Entente conclue.');
  await page.getByRole('button', { name: 'Enregistrer la fin de la relation' }).click();
  await expect(page).toHaveURL(/\/seller\?flash=ended$/);

  // Both visits, in order, on the customer's history page.
  await page.goto(`/seller/clients-history/${id}`);
  const endings = page.locator('[data-ending]');
  await expect(endings).toHaveCount(2);
  await expect(endings.nth(0)).toHaveAttribute('data-ending', 'beBack');
  await expect(endings.nth(0)).toContainText('Revient samedi avec sa conjointe.');
  await expect(endings.nth(1)).toHaveAttribute('data-ending', 'sold');
  await expect(endings.nth(1)).toContainText('Entente conclue.');
  await expectAccessible(page);
});
