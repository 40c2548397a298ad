import { expect, expectAccessible, test } from './fixtures.ts';

// The living style page (/dev/components) is served whenever NODE_ENV is not production, as here.
const PAGE = '/dev/components';

// The style page holds every component at once: the biggest page axe checks here, several times.
test.describe.configure({ timeout: 60_000 });

test('the style page hydrates its islands under the strict CSP, in French then English', async ({
  checkedPage: page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${PAGE}?lang=fr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Système de conception');
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  // Once hydrated, the custom dates hide until "custom range" is chosen.
  await expect(page.getByLabel('Du', { exact: true })).toBeHidden();
  expect(consoleErrors).toEqual([]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design system');
  await expect(page.getByRole('row', { name: /Amount/ })).toContainText('$1,234.56');
});

test('the date-range island shows the custom dates on demand; the filter is a GET form', async ({
  checkedPage: page,
}) => {
  await page.goto(`${PAGE}?lang=en`);
  const period = page.getByRole('combobox', { name: 'Period' });
  await period.selectOption('lastWeek');
  await expect(page.getByLabel('From', { exact: true })).toBeHidden();
  await period.selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2025-03-01');
  await page.getByLabel('To', { exact: true }).fill('2025-03-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/range=custom&from=2025-03-01&to=2025-03-31/);
  await expect(page.getByText('From 2025-03-01 to 2025-03-31')).toBeVisible();
  await expect(page.getByText('2025-03-01T05:00:00.000Z')).toBeVisible();

  await page.getByLabel('To', { exact: true }).fill('2025-02-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a form posts, comes back with its errors next to the fields, and the choice limit holds', async ({
  checkedPage: page,
}) => {
  await page.goto(`${PAGE}?lang=fr`);
  await page.getByLabel('Nom complet').fill('Marie Tremblay');
  await page.getByLabel('Courriel', { exact: true }).fill('marie@laval-auto.ca');
  await page.getByLabel('Téléphone').fill('555-12');
  await page.getByLabel('Rôle', { exact: true }).first().selectOption('seller');
  await page.getByRole('radio', { name: /Moyennement/ }).check();
  await page.getByLabel('Photo de profil').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });

  // The island disables the other boxes at the limit of 3.
  for (const quality of ['À l’écoute', 'Honnêteté', 'Patience'])
    await page.getByLabel(quality).check();
  await expect(page.getByLabel('Rapidité')).toBeDisabled();
  await expect(page.getByText('3 choix sur 3')).toBeVisible();
  await page.getByLabel('Patience').uncheck();
  await expect(page.getByLabel('Rapidité')).toBeEnabled();

  await page.getByRole('button', { name: 'Enregistrer le membre' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Le formulaire contient des erreurs' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText([
    'Téléphone : Entrez un numéro de téléphone valide à 10 chiffres.',
    'Photo de profil : Le fichier n’est pas une image JPG ou PNG.',
  ]);
  const phone = page.getByLabel('Téléphone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveValue('555-12');
  await expect(phone).toHaveAccessibleDescription(/Entrez un numéro de téléphone valide/);
  await expect(page.getByLabel('Nom complet')).toHaveValue('Marie Tremblay');
  await expectAccessible(page);
});

test('a confirmation opens as a modal dialog and the flash message appears above it', async ({
  checkedPage: page,
}) => {
  await page.goto(`${PAGE}?lang=en&flash=info`);
  await expect(
    page.getByRole('status').filter({ hasText: 'A new training is available.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete member' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Marie Tremblay?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete member' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Member deleted.' })).toBeVisible();
  await page.getByLabel('Dismiss message').click();
  await expect(page.getByText('Member deleted.')).toBeHidden();
});

test('without JavaScript, confirmations, filters and limits still work on the server', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${PAGE}?lang=en`);
  // The custom dates stay, with a hint saying when they apply.
  await expect(page.getByLabel('From', { exact: true })).toBeVisible();
  await expect(page.getByText('The dates apply to a custom range only.')).toBeVisible();

  // The confirmation is a disclosure whose button reads "Cancel" while open.
  const disclosure = page.locator('details.confirm-disclosure').first();
  await disclosure.getByText('Delete member').click();
  await expect(disclosure).toHaveAttribute('open', '');
  await expect(disclosure.locator('summary')).toHaveText('Cancel', { useInnerText: true });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Member deleted.')).toBeVisible();

  // Nothing stops a fourth choice in the browser: the server refuses it.
  await page.getByLabel('Full name').fill('Sophie Roy');
  await page.getByLabel('Email', { exact: true }).fill('sophie@laval-auto.ca');
  await page.getByLabel('Role', { exact: true }).first().selectOption('seller');
  await page.getByRole('radio', { name: /Perfectly/ }).check();
  for (const quality of ['Good listener', 'Honesty', 'Patience', 'Speed']) {
    await page.getByLabel(quality).check();
  }
  await page.getByRole('button', { name: 'Save member' }).click();
  await expect(page.getByText('Choose at most 3 options.').first()).toBeVisible();

  // Filters and pages are plain GET links.
  await page.getByRole('searchbox', { name: 'Name' }).fill('ga');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q=ga/);
  await expect(
    page.getByRole('table', { name: 'Dealership members' }).first().getByRole('row'),
  ).toHaveCount(4);
  await context.close();
});

test('on a phone the staff menu opens without JavaScript help', async ({ checkedPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PAGE}?lang=fr`);
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(menu).toBeHidden();
  await page.getByText('Menu', { exact: true }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Membres' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
});

test('the kiosk layout starts over after the idle delay; the coming-soon page is marked', async ({
  checkedPage: page,
}) => {
  await page.goto(`${PAGE}?lang=fr&view=kiosk&idle=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue!');
  // No way out but the language switch.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link')).toHaveCount(1);
  await expect(page).toHaveURL(/\?view=kiosk$/, { timeout: 5_000 });
  const switchBox = await page.getByRole('link', { name: 'English' }).boundingBox();
  expect(switchBox?.height).toBeGreaterThanOrEqual(48);
  await expectAccessible(page);

  await page.goto(`${PAGE}?view=coming-soon`);
  await expect(page.locator('[data-coming-soon]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page arrive bientôt');
});
