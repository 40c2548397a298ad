import { expect, linkFromOutbox, test } from './fixtures.ts';

/*
 * The PR admin's Best Pairing managers and territories (issue 16, decision 080): a new manager gets
 * the invitation, a new territory assigns them, and both go away again (the demo stays as found).
 */

test('the PR admin adds a manager (invited by email) and a territory that assigns them', async ({
  checkedPage: page,
  loginAs,
  browser,
}) => {
  // Manager, territory (added, edited, deleted) and their pages: a long walk on a shared machine.
  test.slow();
  const email = `bpm.e2e.${Date.now()}@demo.test`;
  await loginAs('prAdmin');
  await page.goto('/pr-admin/bpm');
  await page.getByRole('link', { name: 'Ajouter un gestionnaire' }).click();
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Prénom').fill('Zoé');
  await page.getByLabel('Nom', { exact: true }).fill('Essai');
  await page.getByRole('button', { name: 'Ajouter et envoyer l’invitation' }).click();
  await expect(page).toHaveURL(/\/pr-admin\/bpm\/[0-9a-f-]+\?flash=added/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoé Essai');
  const bpmPage = page.url().split('?')[0] ?? '';
  expect(await linkFromOutbox(browser, email, '/auth/invite')).toContain('/auth/invite?token=');

  let territory = `Vermont e2e ${Date.now()}`;
  await page.goto('/pr-admin/settings/territories');
  await page.getByRole('link', { name: 'Ajouter un territoire' }).click();
  await page.getByLabel('Nom').fill(territory);
  await page.getByLabel('VT', { exact: true }).check();
  await page.getByLabel('Zoé Essai').check();
  await page.getByRole('button', { name: 'Ajouter le territoire' }).click();
  await expect(page).toHaveURL(/\/pr-admin\/settings\/territories\?flash=added/);
  let card = page.locator(`[data-territory="${territory}"]`);
  await expect(card.locator('[data-regions]')).toContainText('US-VT');
  await expect(card.locator('[data-bpms]')).toContainText('Zoé Essai');

  // Edited (decision 105): the form says what becomes of its dealerships; name and regions change.
  await card.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.locator('[data-edit-note]')).toContainText('Ses concessions y restent');
  await page.getByLabel('Nom').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Indiquez un nom d’au plus 100 caractères.').first()).toBeVisible();
  territory = `${territory} édité`;
  await page.getByLabel('Nom').fill(territory);
  await page.getByLabel('NH', { exact: true }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/pr-admin\/settings\/territories\?flash=saved/);
  card = page.locator(`[data-territory="${territory}"]`);
  await expect(card.locator('[data-regions]')).toContainText('US-NH');
  await expect(card.locator('[data-regions]')).toContainText('US-VT');
  await expect(card.locator('[data-bpms]')).toContainText('Zoé Essai');

  // The manager's page names the territory; the performance tab shows the shared numbers.
  await page.goto(bpmPage);
  await expect(page.locator('[data-territories]')).toContainText(territory);
  await page.getByRole('link', { name: 'Performance' }).click();
  await expect(page.locator('[data-export-csv]')).toHaveAttribute('href', /performance\.csv/);

  // Both go away again: the territory, then the manager.
  await page.goto('/pr-admin/settings/territories');
  await card.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer le territoire' })
    .click();
  await expect(page).toHaveURL(/flash=deleted/);
  await expect(page.locator(`[data-territory="${territory}"]`)).toHaveCount(0);
  await page.goto(bpmPage);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer le gestionnaire' })
    .click();
  await expect(page).toHaveURL(/\/pr-admin\/bpm\?flash=deleted/);
  await expect(page.getByRole('link', { name: 'Zoé Essai' })).toHaveCount(0);
});
