import { expect, test } from './fixtures.ts';

/*
 * The SMS with the app's download links (issues 13 and 14, docs/decisions/097): the administrator
 * texts them to an advisor from the member's page, twice, and the third time reads the daily limit;
 * an advisor texts them to themself from their home.
 */

test('the administrator texts an advisor the app links from the member page, up to the daily limit', async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin/members?q=seller5');
  await page.getByRole('link', { name: 'Julie Fortin' }).click();
  await expect(page).toHaveURL(/\/admin\/members\/[0-9a-f-]+$/);
  await expect(page.locator('[data-member-phone]')).toHaveText('(514) 555-0115');
  const card = page.locator('[data-app-links]');
  await expect(card).toContainText('(514) 555-0115');
  const send = card.getByRole('button', { name: 'Envoyer les liens par texto' });

  for (let n = 0; n < 2; n += 1) {
    await send.click();
    await expect(page).toHaveURL(/\?sms=sent#app-links$/);
    await expect(page.getByRole('status')).toContainText(
      'Les liens de téléchargement de l’app ont été envoyés par texto.',
    );
  }
  await send.click();
  await expect(page).toHaveURL(/\?sms=dailyLimit#app-links$/);
  await expect(page.getByRole('alert')).toContainText('Limite quotidienne de textos atteinte (2).');
});

test('an advisor texts the app links to themself from their home', async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('seller');
  await page.goto('/seller');
  const card = page.locator('[data-app-links]');
  await expect(card).toContainText('(514) 555-0111');
  await card.getByRole('button', { name: /Envoyer les liens par texto|Text the links/ }).click();
  await expect(page).toHaveURL(/\/seller\?sms=sent#app-links$/);
  await expect(page.getByRole('status')).toContainText(
    /Les liens de téléchargement de l’app ont été envoyés par texto\.|The app’s download links were sent by text message\./,
  );
});
