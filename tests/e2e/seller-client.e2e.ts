import type { Browser, Page } from '@playwright/test';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { DEMO_ACCOUNTS, expect, expectAccessible, ok, signInWithForm, test } from './fixtures.ts';
import { apiAs, completedClient } from './api-clients.ts';
import { answerPartsTwoToFour, radio } from './kiosk-journey.ts';
import { freeSeller } from './seller-helpers.ts';
import { startServerWithClock } from './clock-server.ts';

/*
 * The advisor's client pages in a browser (decision 024): an advisor fills in a buyer's
 * questionnaire on their own device and ends on the client's record; an advisor resumes a sale whose
 * hold expired; an administrator pairs a client manually. Every client is made here.
 */

const SELLER = 'Élodie Bouchard';

/** The client's status as the page states it (not one of its history's). */
const currentStatus = (page: Page, status: string) =>
  page.locator(`[data-status="${status}"]:not([data-history] *)`);

test('an advisor fills in a buyer’s questionnaire on their device and ends on the record', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithForm(page, DEMO_ACCOUNTS.seller);
  await freeSeller(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes clients' })).toBeVisible();
  await expect(page.getByText('Ma disponibilité')).toBeVisible();

  await page.getByRole('link', { name: 'Remplir le questionnaire d’un client' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Remplir le questionnaire d’un client' }),
  ).toBeVisible();
  await expectAccessible(page);
  await radio(page, 'Langue du client', 'Français');
  await radio(page, 'But de la visite', 'Acheter un véhicule');
  await page.getByRole('button', { name: 'Commencer le questionnaire' }).click();

  // Part 1, in the advisor's pages: what is typed is kept as a draft, a reload loses nothing.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre véhicule actuel' }),
  ).toBeVisible();
  const clientId = new URL(page.url()).searchParams.get('clientId') ?? '';
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).first(),
  ).toBeAttached();
  await radio(page, 'Avez-vous présentement un véhicule?', 'Oui');
  await page.getByLabel('Marque').selectOption('Honda');
  const drafted = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/clients/${clientId}/questionnaire`) &&
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes('Civic'),
  );
  await page.getByLabel('Modèle').fill('Civic');
  expect((await drafted).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Modèle')).toHaveValue('Civic');
  await expect(page.getByLabel('Marque')).toHaveValue('Honda');
  await expect(
    page.getByRole('radiogroup', { name: 'Avez-vous présentement un véhicule?' }).getByLabel('Oui'),
  ).toBeChecked();
  await page.getByLabel('Année').fill('2017');
  await page.getByLabel('Kilométrage').fill('120000');
  await radio(page, 'Souhaitez-vous une évaluation du véhicule d’échange?', 'Oui');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await answerPartsTwoToFour(page);

  // The client is the advisor's at once: the record, with how to approach them.
  await expect(page).toHaveURL(new RegExp(`/seller/client/${clientId}\\?flash=taken$`));
  await expect(page.getByText('ce client est maintenant avec vous')).toBeVisible();
  await expect(currentStatus(page, 'withAdvisor')).toBeVisible();
  await expect(page.locator('[data-tips] li').first()).toBeVisible();
  await expect(page.getByText('Honda Civic 2017, 120\u00a0000 km')).toBeVisible();
  await expect(page.locator('[data-history] li')).toHaveCount(3);
  await expectAccessible(page);

  // With a client, the home page leads back to them.
  await page.goto('/seller');
  await expect(page).toHaveURL(new RegExp(`/seller/client/${clientId}$`));

  // The end-relationship dialog (the end questionnaire's form): be-back.
  await page.locator('#end summary').click();
  await radio(
    page,
    'Comment s’est terminée la visite?',
    'Retour prévu (en attente de réponse du client)',
  );
  await page.getByLabel('Commentaire').fill('Rappeler lundi.');
  await page.getByRole('button', { name: 'Enregistrer la fin de la relation' }).click();
  await expect(page).toHaveURL(/\/seller\?flash=ended$/);
  await expect(page.getByText('La relation est terminée.')).toBeVisible();
});

test('an English buyer reads their questionnaire in English on a French advisor’s device', async ({
  page,
}) => {
  await signInWithForm(page, DEMO_ACCOUNTS.seller);
  await page.goto('/seller/client-questionnaire');
  await radio(page, 'Langue du client', 'English');
  await radio(page, 'But de la visite', 'Choisir un véhicule');
  await page.getByRole('button', { name: 'Commencer le questionnaire' }).click();
  // Client-first (spec section 1): the buyer's language, the whole page.
  await expect(page.getByRole('heading', { level: 1, name: 'Your current vehicle' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This answer is required.').first()).toBeVisible();
  // The advisor's own pages stay in the advisor's language.
  await page.goto('/seller');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an administrator pairs a client manually', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { id, dispose } = await completedClient(baseURL ?? '');
  await signInWithForm(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/admin/client/${id}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jumeler avec un conseiller' }),
  ).toBeVisible();
  await expect(currentStatus(page, 'questionnaireCompleted')).toBeVisible();
  await expect(page.locator('[data-current-seller]')).toHaveText('Aucun pour l’instant');
  await expectAccessible(page);

  await page
    .getByRole('radiogroup', { name: 'Conseillers de la concession' })
    .getByLabel(SELLER)
    .check();
  await page.getByRole('button', { name: 'Jumeler avec ce conseiller' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/client/${id}\\?flash=paired$`));
  await expect(page.getByText('Le client est jumelé : le conseiller a été prévenu.')).toBeVisible();
  await expect(page.locator('[data-current-seller]')).toHaveText(SELLER);
  await expect(currentStatus(page, 'waitingRoom')).toBeVisible();
  await expect(page.locator('[data-history] li').last()).toContainText('par Amélie Côté');
  await expectAccessible(page);

  // The client waited for nobody else: put aside so other tests see an empty waiting room.
  const manager = await apiAs(baseURL ?? '', DEMO_ACCOUNTS.admin);
  await ok(manager.api.DELETE('/api/clients/{id}', { params: { path: { id } } }));
  await manager.dispose();
  await dispose();
});

// ---------------------------------------------------------------------------- resume

const newPage = async (browser: Browser, baseURL: string) =>
  (await browser.newContext({ locale: 'fr-CA', baseURL })).newPage();

test('an advisor resumes a sale whose hold expired, after a confirmation', async ({ browser }) => {
  test.setTimeout(240_000);
  const server = await startServerWithClock();
  try {
    // A client waiting for the first free advisor, made through the kiosk's API.
    const kiosk = createClient(server.runtime, { origin: server.origin });
    await kiosk.signIn(DEMO_ACCOUNTS.client);
    const { id } = await ok(
      kiosk.api.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
    );
    const path = { id };
    await ok(
      kiosk.api.PUT('/api/clients/{id}/questionnaire', {
        params: { path },
        body: { questionnaire: COMPLETE_ANSWERS, personality: PERSONALITY, complete: true },
      }),
    );
    await ok(
      kiosk.api.POST('/api/clients/{id}/seller', { params: { path }, body: { seller: null } }),
    );

    const page = await newPage(browser, server.baseURL);
    await signInWithForm(page, DEMO_ACCOUNTS.seller);
    await expect(page).toHaveURL(/\/seller$/);
    const waiting = page.locator(`[data-list="waiting"] [data-client="${id}"]`);
    await waiting.getByRole('button', { name: /^Accepter/ }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/client/${id}\\?flash=accepted$`));

    // Five hours later the four-hour hold is over: the record shows only the way out.
    server.later(5);
    await page.goto(`/seller/client/${id}`);
    await expect(page.getByText('Le délai de cette vente est expiré')).toBeVisible();
    await expect(
      page.getByText(
        'Vous n’avez pas accès à ce client, ou le délai de la vente est expiré, ou la vente est terminée.',
      ),
    ).toBeVisible();
    await expect(page.locator('[data-tips]')).toHaveCount(0);
    await expectAccessible(page);

    // The home page asks to end or resume it; resuming asks first.
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/seller$/);
    const dialog = page.locator('[data-expired-sale]');
    await expect(dialog.getByText('Votre vente a expiré')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Terminer la relation' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Reprendre la vente' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reprendre la vente?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await dialog.getByRole('button', { name: 'Reprendre la vente' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, reprendre' }).click();

    // Resumed: the sale runs again, and the advisor is with this client.
    await expect(page).toHaveURL(new RegExp(`/seller/client/${id}\\?flash=resumed$`));
    await expect(page.getByText('Votre vente est reprise pour une heure.')).toBeVisible();
    await expect(page.locator('[data-tips] li').first()).toBeVisible();
    await page.goto('/seller');
    await expect(page).toHaveURL(new RegExp(`/seller/client/${id}$`));

    await page.locator('#end summary').click();
    await radio(page, 'Comment s’est terminée la visite?', 'Vendu');
    await page.getByRole('button', { name: 'Enregistrer la fin de la relation' }).click();
    await expect(page).toHaveURL(/\/seller\?flash=ended$/);
    await page.context().close();
  } finally {
    await server.close();
  }
});
