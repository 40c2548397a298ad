import type { Browser } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signInWithForm, test } from './fixtures.ts';
import { answerKioskQuestionnaire, sendHeartbeat } from './kiosk-journey.ts';

/*
 * The kiosk on a tablet whose browser runs no JavaScript (issue "pages shell": kiosk pages render
 * and submit with JavaScript off). Every step is a server-rendered form: sign-in, the visit
 * purpose, the four parts (with a refused answer shown next to its question), the end screen and
 * the choice of an advisor. (axe needs scripts to run: the same pages are checked with JavaScript on
 * in core-loop.e2e.ts.)
 */

const kioskWithoutScripts = async (browser: Browser) => {
  const context = await browser.newContext({ locale: 'fr-CA', javaScriptEnabled: false });
  const page = await context.newPage();
  await signInWithForm(page, DEMO_ACCOUNTS.client);
  await expect(page).toHaveURL(/\/client$/);
  return page;
};

test('with JavaScript off, a refused answer comes back next to its question and the visit can be cancelled', async ({
  browser,
}) => {
  const kiosk = await kioskWithoutScripts(browser);
  await kiosk.getByRole('button', { name: 'Choisir un véhicule' }).click();
  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Votre véhicule actuel' }),
  ).toBeVisible();
  const clientId = new URL(kiosk.url()).searchParams.get('clientId') ?? '';

  // The "at most 3" rule holds on the server when no script stops the fourth tick.
  await kiosk.goto(`/client/questionnaire/${clientId}/part-4?clientId=${clientId}`);
  const interior = kiosk.getByRole('group', { name: 'Options intérieures souhaitées' });
  const boxes = interior.getByRole('checkbox');
  for (let index = 0; index < 4; index += 1) await boxes.nth(index).check();
  await kiosk
    .getByRole('radiogroup', { name: 'Votre couleur préférée' })
    .getByLabel('Rouge')
    .check();
  await kiosk.getByRole('button', { name: 'Continuer' }).click();
  await expect(interior).toContainText('Choisissez au plus 3 options.');
  // What was answered is still there.
  await expect(
    kiosk.getByRole('radiogroup', { name: 'Votre couleur préférée' }).getByLabel('Rouge'),
  ).toBeChecked();
  await expect(interior.getByRole('checkbox', { checked: true })).toHaveCount(4);

  // Cancelling the visit goes back to the start screen; the cancelled visit is gone.
  await kiosk.getByRole('button', { name: 'Annuler ma visite' }).click();
  await expect(kiosk).toHaveURL(/\/client$/);
  await kiosk.goto(`/client/questionnaire/${clientId}/part-1?clientId=${clientId}`);
  await expect(kiosk).toHaveURL(/\/client$/);
});

test('with JavaScript off, the kiosk answers the whole questionnaire and picks an advisor', async ({
  browser,
  baseURL,
}) => {
  await sendHeartbeat(baseURL ?? '', 'seller1@demo.test');
  await sendHeartbeat(baseURL ?? '', 'seller4@demo.test');
  const kiosk = await kioskWithoutScripts(browser);
  await answerKioskQuestionnaire(kiosk, { check: false });

  await kiosk.getByRole('button', { name: 'Rencontrer mon conseiller' }).click();
  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Choisissez votre conseiller' }),
  ).toBeVisible();
  const sellers = kiosk.locator('[data-seller]');
  await expect(sellers).toHaveCount(2);
  // One of the two advisors whose presence this test sent: another shown may be an advisor of an
  // earlier test whose two minutes of presence run out before the click.
  const ours = sellers.filter({ hasText: /Élodie Bouchard|Karim Haddad/ }).first();
  const choose = ours.getByRole('button', { name: /^Choisir / });
  const name = ((await choose.textContent()) ?? '').replace(/^Choisir /, '').trim();
  await choose.click();
  await expect(
    kiosk.getByRole('heading', { level: 1, name: `${name} viendra vous rencontrer` }),
  ).toBeVisible();
});
