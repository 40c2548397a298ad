import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { answerKioskQuestionnaire, radio, sendHeartbeat } from './kiosk-journey.ts';

/*
 * The core loop (the "done when"): the kiosk, in French, answers the whole questionnaire,
 * sees two advisors and picks one; that advisor, in a second browser, sees the client appear, takes
 * them, opens the record (tips shown) and ends the relationship as sold; the client's history then
 * shows each status with its time and who made it.
 */

const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

const newPage = async (browser: Browser) =>
  (await browser.newContext({ locale: 'fr-CA' })).newPage();

test('kiosk questionnaire -> two advisors -> accepted -> sold, with the history', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  await sendHeartbeat(base, 'seller1@demo.test');
  await sendHeartbeat(base, 'seller4@demo.test');

  // The advisor is on their home page before the buyer walks in.
  const seller = await newPage(browser);
  await signIn(seller, 'seller1@demo.test');
  await expect(seller).toHaveURL(/\/seller$/);
  await expect(seller.getByRole('heading', { level: 1, name: 'Mes clients' })).toBeVisible();

  const kiosk = await newPage(browser);
  await signIn(kiosk, 'kiosk@demo.test');
  await expect(kiosk).toHaveURL(/\/client$/);
  await expect(kiosk.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(kiosk);
  const clientId = await answerKioskQuestionnaire(kiosk);

  // End screen, then the two advisors side by side.
  await kiosk.getByRole('button', { name: 'Rencontrer mon conseiller' }).click();
  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Choisissez votre conseiller' }),
  ).toBeVisible();
  await expect(kiosk.locator('[data-seller]')).toHaveCount(2);
  await expect(kiosk.getByText('Pourquoi ce conseiller').first()).toBeVisible();
  await expectAccessible(kiosk);
  await kiosk.getByRole('button', { name: 'Choisir Élodie Bouchard' }).click();
  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Élodie Bouchard viendra vous rencontrer' }),
  ).toBeVisible();

  // The advisor's list shows the client without a reload, and the advisor takes them.
  const waiting = seller.locator(`[data-list="waiting"] [data-client="${clientId}"]`);
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toContainText('Vous a choisi');
  await waiting.getByRole('button', { name: /^Accepter/ }).click();

  await expect(seller).toHaveURL(new RegExp(`/seller/client/${clientId}`));
  await expect(seller.getByText('Client accepté.')).toBeVisible();
  const tips = seller.locator('[data-tips]');
  await expect(tips.getByRole('heading', { name: 'À faire' })).toBeVisible();
  await expect(tips.getByRole('heading', { name: 'À éviter' })).toBeVisible();
  await expect(tips.locator('li').first()).toBeVisible();
  await expect(seller.getByText('Honda Civic 2017, 120\u00a0000 km')).toBeVisible();
  await expectAccessible(seller);

  // The end-relationship dialog: sold.
  await seller.locator('#end summary').click();
  await radio(seller, 'Comment s’est terminée la visite?', 'Vendu');
  await seller.getByLabel('Commentaire').fill('Entente conclue, livraison samedi.');
  await seller.getByRole('button', { name: 'Enregistrer la fin de la relation' }).click();
  await expect(seller).toHaveURL(/\/seller\?flash=ended$/);
  await expect(seller.getByText('La relation est terminée.')).toBeVisible();
  await expect(seller.locator(`[data-client="${clientId}"]`)).toHaveCount(0);

  // The history: every status, with its time and who made it. An ended sale is no longer the
  // advisor's to open (docs/spec/product-spec.md section 8); the administrator's client page shows it.
  await expect((await seller.goto(`/seller/client/${clientId}`))?.status()).toBe(403);
  const manager = await newPage(browser);
  await signIn(manager, 'admin@demo.test');
  await manager.goto(`/admin/client/${clientId}`);
  const history = manager.locator('[data-history] li');
  await expect(history).toHaveCount(4);
  const when = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
  const expected = [
    ['questionnaireCompleted', 'Questionnaire terminé', 'kiosk@demo.test'],
    ['waitingRoom', 'En salle d’attente', 'kiosk@demo.test'],
    ['withAdvisor', 'Avec un conseiller', 'Élodie Bouchard'],
    ['sold', 'Vendu', 'Élodie Bouchard'],
  ] as const;
  for (const [index, [status, label, actor]] of expected.entries()) {
    const entry = history.nth(index);
    await expect(entry).toHaveAttribute('data-timeline-status', status);
    await expect(entry).toContainText(label);
    await expect(entry).toContainText(`par ${actor}`);
    await expect(entry).toHaveText(when);
  }
  await expectAccessible(manager);
});
