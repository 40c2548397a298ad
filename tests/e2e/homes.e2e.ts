import { expect, expectAccessible, test } from './fixtures.ts';

/*
 * The platform's homes (decision 086) and the bpm's sales demonstration (decision 087). The demo
 * reset touches only the showroom, which no other test uses.
 */

test.use({ locale: 'fr-CA' });

test('the PR admin home counts the dealerships and shows the support and the recalculation', async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('prAdmin', page);
  await expect(page).toHaveURL(/\/pr-admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accueil');
  const active = page.locator('[data-subscription="active"]');
  await expect(active).toContainText('Actif');
  expect(Number(await active.locator('p').innerText())).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-setup="done"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billets de soutien récents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commentaires récents' })).toBeVisible();
  await expect(page.getByTestId('home-recalculation')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les concessions' })).toHaveAttribute(
    'href',
    '/pr-admin/concessions',
  );
});

test('the bpm home lists its dealerships with their state, each linked to its page', async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('bpm', page);
  await expect(page).toHaveURL(/\/bpm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes concessions');
  const laval = page.locator('[data-dealership]').filter({ hasText: 'Best Pairing Laval' });
  await expect(laval.locator('[data-steps-left="3"]')).toBeVisible();
  const demo = page.locator('[data-dealership]').filter({ hasText: 'Best Pairing Demo' }).first();
  await expect(demo.locator('[data-subscription="active"]')).toBeVisible();
  const link = demo.getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/bpm\/concessions\/[0-9a-f-]{36}$/);
});

test('the bpm resets the demonstration and opens its kiosk', async ({ page, loginAs }) => {
  await loginAs('bpm', page);
  await page.goto('/bpm/demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Démonstration');
  const button = page.getByRole('button', {
    name: /Préparer la démonstration|Réinitialiser la démonstration/,
  });
  await button.click();
  await expect(page).toHaveURL(/\/bpm\/demo\?reset=1$/);
  await expect(page.getByText('La démonstration est réinitialisée.')).toBeVisible();
  await expect(page.locator('[data-demo-state="prepared"]')).toContainText(
    'Visites de démonstration',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ouvrir la borne' }).click();
  await expect(page).toHaveURL(/\/client$/);
  await expectAccessible(page);
});
