import { expect, linkFromOutbox, pageApi, signInWithForm, test } from './fixtures.ts';

/*
 * The bpm's dealerships (issue 16, docs/decisions/076-078): the demo bpm covers the demo
 * dealership's territory (Montréal), adds a dealership there, its owner receives the invitation and
 * lands on creating a password. The PR admin deletes it at the end, so the demo data is left as found.
 */

test('the bpm creates a dealership whose owner gets the invitation', async ({
  checkedPage: page,
  loginAs,
  browser,
}) => {
  const stamp = Date.now();
  const name = `Concession E2E ${stamp}`;
  const ownerEmail = `owner.e2e.${stamp}@example.test`;

  await loginAs('bpm');
  await page.goto('/bpm/concessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Concessions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Best Pairing Demo', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter une concession' }).click();
  await expect(page).toHaveURL(/\/bpm\/concessions\/add$/);

  // Refused first: no make ticked, the form comes back with its message.
  await page.getByLabel('Nom de la concession').fill(name);
  await page.getByLabel('Courriel du propriétaire').fill(ownerEmail);
  await page.getByRole('button', { name: 'Créer la concession' }).click();
  await expect(page.getByText('Choisissez au moins un constructeur.').first()).toBeVisible();

  await page.getByLabel('Territoire').selectOption({ label: 'Montréal' });
  await page.getByRole('checkbox', { name: 'Honda' }).check();
  await page.getByRole('button', { name: 'Créer la concession' }).click();
  await expect(page).toHaveURL(/\/bpm\/concessions\/[0-9a-f-]{36}\?flash=added$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-subscription]')).toHaveAttribute(
    'data-subscription',
    'neverCreated',
  );

  // The owner's invitation: the link signs them in and the guard asks for a password.
  const ownerContext = await browser.newContext({ locale: 'fr-CA' });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(await linkFromOutbox(browser, ownerEmail, '/auth/invite'));
  await ownerPage.getByRole('button', { name: 'Continuer' }).click();
  await expect(ownerPage).toHaveURL(/\/owner\/create-password$/);
  await ownerContext.close();

  // Left as found: the PR admin deletes it, and it leaves the bpm's list.
  const adminContext = await browser.newContext({ locale: 'fr-CA' });
  const adminPage = await adminContext.newPage();
  await signInWithForm(adminPage, 'pradmin@demo.test');
  await adminPage.goto(`/pr-admin/concessions/${id}`);
  await adminPage.getByRole('button', { name: 'Supprimer la concession' }).click();
  await adminPage
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(adminPage).toHaveURL(/\/pr-admin\/concessions\?flash=deleted$/);
  await adminContext.close();
  const { response } = await pageApi(page).GET('/api/concessions/{id}', {
    params: { path: { id } },
  });
  expect(response.status).toBe(404);
});
