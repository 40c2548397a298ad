import { DEMO_ACCOUNTS, expect, expectAccessible, signInWithForm, test } from './fixtures.ts';

/*
 * API tokens (decision 054): an owner makes a token for the dealership's CRM, copies the secret
 * shown once, sees it listed, and revokes it; a program presenting the token then gets 401.
 */

test('an owner creates an API token, sees the secret once, and revokes it', async ({
  browser,
  request,
}) => {
  const name = `CRM ${Date.now()}`;
  const page = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
  await signInWithForm(page, DEMO_ACCOUNTS.owner);
  await page.getByRole('link', { name: 'Jetons d’API' }).click();
  await expect(page).toHaveURL(/\/owner\/settings\/api-tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jetons d’API' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nom').fill(name);
  await page.getByLabel('Portée (rôle)').selectOption('admin');
  await page.getByLabel('Expire dans (jours)').fill('30');
  await page.getByRole('button', { name: 'Créer le jeton' }).click();

  const secret = (await page.locator('[data-secret]').textContent()) ?? '';
  expect(secret).toMatch(/^bp_[a-z2-7]{24}\.[a-z2-7]{24}$/);
  await expect(page.getByText('Copiez votre jeton maintenant')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Actif');
  await expectAccessible(page);

  const program = () =>
    request.get('/api/clients', { headers: { authorization: `Bearer ${secret}` } });
  expect((await program()).status()).toBe(200);

  // Shown once: the page read again lists the token, never its secret.
  await page.goto('/owner/settings/api-tokens');
  await expect(page.locator('[data-secret]')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.getByRole('button', { name: `Révoquer le jeton « ${name} »` }).click();
  await expect(page).toHaveURL(/flash=revoked$/);
  await expect(page.getByText('Le jeton a été révoqué.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Révoqué le');
  const refused = await program();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
});
