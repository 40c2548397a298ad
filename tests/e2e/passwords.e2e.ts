import { expect, expectAccessible, linkFromOutbox, test } from './fixtures.ts';

test('forgot password: the emailed link sets a new password, then sign-in works with it', async ({
  checkedPage: page,
  browser,
}) => {
  // Two browsers, two sign-ins and an accessibility scan of every page on the way.
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié?');
  // No JavaScript on these pages: plain forms.
  await expect(page.locator('script')).toHaveCount(0);
  await expectAccessible(page);

  // Sent empty, the form comes back with the message under the field.
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Le courriel est requis.')).toBeVisible();

  await page.getByLabel('Courriel').fill('seller3@demo.test');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?sent=1$/);
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const link = await linkFromOutbox(browser, 'seller3@demo.test', '/auth/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Choisissez un nouveau mot de passe',
  );
  await expectAccessible(page);

  await page.getByLabel('Nouveau mot de passe').fill('Nouveau2026');
  await page.getByLabel('Confirmez le mot de passe').fill('Nouveau2027');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nouveau mot de passe').fill('Nouveau2026');
  await page.getByLabel('Confirmez le mot de passe').fill('Nouveau2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/login\?notice=passwordReset$/);
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié.');

  await page.locator('#email').fill('seller3@demo.test');
  await page.locator('#password').fill('Nouveau2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/seller');

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lien de réinitialisation invalide',
  );
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
});
