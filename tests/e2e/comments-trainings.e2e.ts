import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, expectAccessible, signInWithForm, test } from './fixtures.ts';

/*
 * Feedback and trainings as people use them: an advisor sends a comment and the platform team's
 * email lands in the outbox; an administrator adds a training with a YouTube link; the advisor
 * finds it in their trainings and opens it.
 */

// An advisor with no sale in progress: one with a client is kept on that client's pages
// (docs/spec/product-spec.md section 4), as seller2 is in the demo data.
const SELLER = 'seller5@demo.test';

const newPage = async (browser: Browser) =>
  (await browser.newContext({ locale: 'fr-CA' })).newPage();

const signedIn = async (browser: Browser, email: string): Promise<Page> => {
  const page = await newPage(browser);
  await signInWithForm(page, email);
  return page;
};

test('an advisor sends feedback and the comment email reaches the outbox', async ({ browser }) => {
  const message = `La liste des clients se fige parfois (${Date.now()}).`;
  const seller = await signedIn(browser, SELLER);
  await seller.goto('/seller/comments');
  await expect(seller.getByRole('heading', { level: 1, name: 'Vos commentaires' })).toBeVisible();
  await expect(seller.getByText('Aucun commentaire envoyé')).toBeVisible();
  await expectAccessible(seller);

  await seller.getByLabel('Catégorie').selectOption('bug');
  await seller.getByLabel('Message').fill(message);
  await seller.getByRole('button', { name: 'Envoyer' }).click();
  await expect(seller).toHaveURL(/\/seller\/comments\?flash=sent$/);
  await expect(
    seller.getByText('Merci! Votre commentaire a été envoyé à l’équipe Best Pairing.'),
  ).toBeVisible();
  const sent = seller.getByRole('table', { name: 'Vos commentaires envoyés' });
  await expect(sent.getByRole('row').filter({ hasText: message })).toContainText('Bogue');
  await expectAccessible(seller);

  // The PR admin reads the local outbox: the newest comment email carries the message.
  const admin = await signedIn(browser, DEMO_ACCOUNTS.prAdmin);
  await admin.goto('/pr-admin/outbox');
  await admin
    .getByRole('row')
    .filter({ hasText: 'Nouveau commentaire : Bogue' })
    .first()
    .getByRole('link')
    .click();
  const body = admin.locator('[data-outbox-body]');
  await expect(body).toContainText(message);
  await expect(body).toContainText(SELLER);
  // Beside the text, the HTML version in a sandboxed frame (no scripts, no same origin).
  const frame = admin.locator('iframe[data-outbox-html]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('title', /^Version HTML du courriel « Nouveau commentaire/);
  await expect(admin.frameLocator('iframe[data-outbox-html]').locator('body')).toContainText(
    message,
  );
  await expectAccessible(admin);

  // And finds it among every user's comments.
  await admin.goto('/pr-admin/comments?category=bug');
  await expect(admin.getByRole('row').filter({ hasText: message })).toContainText(SELLER);
  await expectAccessible(admin);
});

test('an administrator adds a training with a YouTube link; the advisor opens it', async ({
  browser,
}) => {
  const name = `Présenter un essai routier ${Date.now()}`;
  const admin = await signedIn(browser, DEMO_ACCOUNTS.admin);
  await admin.goto('/admin/training');
  await expect(admin.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible();
  await admin.getByRole('link', { name: 'Ajouter une formation' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/training\/add$/);
  await expectAccessible(admin);

  await admin.getByLabel('Nom').fill(name);
  await admin.getByLabel('Description').fill('Préparer le véhicule, expliquer le trajet, écouter.');
  await admin.getByLabel('Lien YouTube ou Vimeo').check();
  await admin.getByLabel('Lien de la vidéo').fill('https://youtu.be/dQw4w9WgXcQ');
  await admin.getByRole('button', { name: 'Ajouter la formation' }).click();
  await expect(admin).toHaveURL(/\/admin\/training\/[0-9a-f-]{36}\?flash=created$/);
  await expect(admin.getByText('Formation ajoutée.')).toBeVisible();
  await expect(admin.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );

  const seller = await signedIn(browser, SELLER);
  await seller.goto('/seller/training');
  await expect(seller.getByRole('link', { name: 'Ajouter une formation' })).toHaveCount(0);
  const row = seller.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Votre concession');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectAccessible(seller);
  await row.getByRole('link', { name }).click();

  await expect(seller.getByRole('heading', { level: 1, name })).toBeVisible();
  const frame = seller.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups',
  );
  await expect(frame).toHaveAttribute('title', `Vidéo : ${name}`);
  await expect(
    seller.getByText('Préparer le véhicule, expliquer le trajet, écouter.'),
  ).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

  // Adding is not for advisors: the unauthorised page.
  await seller.goto('/seller/training/add');
  await expect(seller).toHaveURL(/\/unauthorized$/);
});
