import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, expect, expectAccessible, signInWithForm, test } from './fixtures.ts';

/*
 * Support and the after-sales survey as people use them (docs/decisions/071 to 073): an advisor
 * sends a ticket with a screenshot, its email (with the file) lands in the outbox, a GIF renamed
 * .png is refused, the PR admin reads and closes the ticket; a customer answers the survey on the
 * service tablet in English across a reload, and the administrator finds it in the statistics.
 */

const SELLER = 'seller5@demo.test';
const TABLET = { width: 1024, height: 768 };

const signedIn = async (
  browser: Browser,
  email: string,
  viewport?: typeof TABLET,
): Promise<Page> => {
  const page = await (await browser.newContext({ locale: 'fr-CA', viewport })).newPage();
  await signInWithForm(page, email);
  return page;
};

/** One point of a 1-to-5 question, tapped by its words. */
const rating = (page: Page, name: string, words: string) =>
  page.locator(`#field-${name} label`).filter({ hasText: words });

const fileIn = async (name: string, bytes: Uint8Array) => {
  const file = path.join(os.tmpdir(), `${Date.now()}-${name}`);
  await writeFile(file, bytes);
  return file;
};

test('an advisor sends a ticket with a PNG; the PR admin reads its email and closes it', async ({
  browser,
}) => {
  const subject = `Écran figé ${Date.now()}`;
  const seller = await signedIn(browser, SELLER);
  await seller.goto('/seller/support');
  await expect(seller.getByRole('heading', { level: 1, name: 'Soutien' })).toBeVisible();
  await expectAccessible(seller);

  const fill = async () => {
    await seller.getByLabel('Catégorie du problème').selectOption('bug');
    await seller.getByLabel('Objet').fill(subject);
    await seller.getByLabel('Description').fill('La liste se fige après une vente.');
  };
  // A GIF renamed .png: refused for its content, with the spec's JPG, JPEG or PNG rule.
  await fill();
  const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  await seller
    .getByLabel('Capture d’écran (facultatif)')
    .setInputFiles(await fileIn('capture.png', gif));
  await seller.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(seller.locator('#field-attachment-error')).toHaveText(
    'La pièce jointe doit être une image JPG, JPEG ou PNG.',
  );
  await expectAccessible(seller);

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8d5b3f' } })
    .png()
    .toBuffer();
  await fill();
  await seller
    .getByLabel('Capture d’écran (facultatif)')
    .setInputFiles(await fileIn('capture.png', png));
  await seller.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(seller).toHaveURL(/\/seller\/support\?flash=sent$/);
  await expect(seller.getByRole('link', { name: subject })).toBeVisible();

  const admin = await signedIn(browser, DEMO_ACCOUNTS.prAdmin);
  await admin.goto('/pr-admin/outbox');
  await admin
    .getByRole('row')
    .filter({ hasText: `Demande de soutien : ${subject}` })
    .first()
    .getByRole('link')
    .click();
  await expect(admin.locator('[data-outbox-attachments]')).toHaveText('capture.png (image/png)');
  await expect(admin.locator('[data-outbox-body]')).toContainText(SELLER);

  await admin.goto('/pr-admin/support?category=bug&state=open');
  await expectAccessible(admin);
  // On a phone the inbox stacks each ticket as a card: nothing scrolls sideways.
  await admin.setViewportSize({ width: 375, height: 812 });
  const inbox = admin.locator('.data-table-frame');
  expect(await inbox.evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBe(0);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(admin.getByRole('row').filter({ hasText: subject })).toBeVisible();
  await expectAccessible(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.getByRole('link', { name: subject }).click();
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const shot = admin.getByRole('img', { name: new RegExp(subject) });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Fermer la demande' }).click();
  await expect(admin.getByText('La demande est fermée.')).toBeVisible();
  await admin.goto('/pr-admin/support?state=open');
  await expect(admin.getByRole('link', { name: subject })).toHaveCount(0);
});

test('the service tablet takes a survey in English across a reload; the admin sees it', async ({
  browser,
}) => {
  const kiosk = await signedIn(browser, DEMO_ACCOUNTS.service, TABLET);
  await kiosk.goto('/service');
  await kiosk.locator('#main').getByRole('link', { name: 'English' }).click();
  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Your opinion matters' }),
  ).toBeVisible();
  await expect(kiosk.getByText('about 10 minutes')).toBeVisible();
  await expectAccessible(kiosk);
  await kiosk.getByRole('link', { name: 'Start the survey' }).click();

  // Part 1, then a reload: the answers come back from the tablet's storage.
  await kiosk.getByLabel('Which advisor served you?').selectOption({ label: 'Élodie Bouchard' });
  await rating(kiosk, 'saleSatisfaction', 'perfectly').click();
  await rating(kiosk, 'advisorSatisfaction', 'moderately').click();
  await kiosk.reload();
  await expect(kiosk.getByLabel('Which advisor served you?')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(kiosk.locator('#field-advisorSatisfaction input[value="4"]')).toBeChecked();
  await expectAccessible(kiosk);
  await kiosk.getByRole('button', { name: 'Continue' }).click();

  await expect(kiosk.getByRole('heading', { level: 1, name: 'Your opinion' })).toBeVisible();
  await rating(kiosk, 'recommend', 'perfectly').click();
  await kiosk.getByText('Follow-up after the purchase').click();
  await kiosk.reload();
  await expect(kiosk.getByRole('checkbox', { name: 'Follow-up after the purchase' })).toBeChecked();
  expect(await kiosk.evaluate(() => localStorage.getItem('service:survey-2'))).toContain(
    'followUp',
  );
  await kiosk.getByRole('button', { name: 'Send my answers' }).click();

  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Thank you for your answers!' }),
  ).toBeVisible();
  expect(await kiosk.evaluate(() => localStorage.getItem('service:survey-1'))).toBeNull();
  await expectAccessible(kiosk);
  // Back to the intro by itself, still in English.
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Your opinion matters' })).toBeVisible({
    timeout: 15_000,
  });

  const admin = await signedIn(browser, DEMO_ACCOUNTS.admin);
  await admin.goto('/admin/surveys');
  await admin.getByLabel('Conseiller', { exact: true }).selectOption({ label: 'Élodie Bouchard' });
  await admin.getByLabel('Comparer avec la période').selectOption('lastMonth');
  await admin.getByRole('button', { name: 'Filtrer' }).click();
  await expect(
    admin
      .getByRole('table', { name: 'Moyennes des réponses par conseiller' })
      .getByRole('row', { name: /Élodie Bouchard/ }),
  ).toContainText('4.0');
  await expect(
    admin.getByRole('table', { name: 'Moyennes comparées' }).getByRole('row'),
  ).toHaveCount(3);
  await expectAccessible(admin);
});
