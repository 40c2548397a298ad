import { expect, linkFromOutbox, pageApi, test } from './fixtures.ts';
import { acceptDocument, acceptInvitation, answerPersonalityTest } from './onboarding-steps.ts';
import {
  addCarWithImages,
  deleteCar,
  expectDemoKioskOffers,
  publishContractAndOwnerSigns,
  withDemoSignersRestored,
} from './platform-steps.ts';

/*
 * Issue 16's "done when", as one journey: the PR admin creates a bpm and a territory; the bpm,
 * signed in from the invitation, creates a dealership there whose owner gets the invitation; the PR
 * admin adds a car with grey and red images, which the kiosk of a Toyota dealership (the demo's)
 * offers this year; a new contract version makes the demo owner sign again. Unique names and a
 * region no other test uses (Wyoming); everything it made is deleted at the end.
 */

test('the platform: a bpm and its territory, a dealership, a car on the kiosk, a contract version', async ({
  checkedPage: page,
  loginAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const bpmEmail = `bpm.${stamp}@example.test`;
  const bpmName = `Gaël Journée${stamp}`;
  const territory = `Wyoming ${stamp}`;
  const dealership = `Concession ${stamp}`;
  const ownerEmail = `owner.${stamp}@example.test`;
  const model = `Supra ${stamp}`;
  const made: { bpm?: string; territory?: string; dealership?: string; car?: boolean } = {};
  await loginAs('prAdmin');
  try {
    await test.step('the PR admin creates a bpm and a territory that assigns them', async () => {
      await page.goto('/pr-admin/bpm/add');
      await page.getByLabel('Courriel').fill(bpmEmail);
      await page.getByLabel('Prénom').fill('Gaël');
      await page.getByLabel('Nom', { exact: true }).fill(`Journée${stamp}`);
      await page.getByRole('button', { name: 'Ajouter et envoyer l’invitation' }).click();
      await expect(page).toHaveURL(/\/pr-admin\/bpm\/[0-9a-f-]+\?flash=added/);
      made.bpm = new URL(page.url()).pathname.split('/').pop();

      await page.goto('/pr-admin/settings/territories');
      await page.getByRole('link', { name: 'Ajouter un territoire' }).click();
      await page.getByLabel('Nom').fill(territory);
      await page.getByLabel('WY', { exact: true }).check();
      await page.getByLabel(bpmName).check();
      await page.getByRole('button', { name: 'Ajouter le territoire' }).click();
      await expect(page).toHaveURL(/\/pr-admin\/settings\/territories\?flash=added/);
      const card = page.locator(`[data-territory="${territory}"]`);
      await expect(card.locator('[data-bpms]')).toContainText(bpmName);
      const territories = (await pageApi(page).GET('/api/territories')).data?.data ?? [];
      made.territory = territories.find((row) => row.name === territory)?.id;
    });

    await test.step('the bpm, from the invitation, creates a dealership in it', async () => {
      const bpm = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
      await acceptInvitation(bpm, browser, { email: bpmEmail, password: 'Journee-2026' });
      await expect(bpm).toHaveURL(/\/bpm\/sign-contract$/);
      await acceptDocument(bpm);
      await expect(bpm).toHaveURL(/\/bpm\/questionnaire/);
      await answerPersonalityTest(bpm);
      await bpm.goto('/bpm/concessions/add');
      await expect(bpm).toHaveURL(/\/bpm\/concessions\/add$/);
      await bpm.getByLabel('Nom de la concession').fill(dealership);
      await bpm.getByLabel('Courriel du propriétaire').fill(ownerEmail);
      await bpm.getByLabel('Territoire').selectOption({ label: territory });
      await bpm.getByRole('checkbox', { name: 'Toyota' }).check();
      await bpm.getByRole('button', { name: 'Créer la concession' }).click();
      await expect(bpm).toHaveURL(/\/bpm\/concessions\/[0-9a-f-]{36}\?flash=added$/);
      made.dealership = new URL(bpm.url()).pathname.split('/').pop();
      await expect(bpm.getByRole('heading', { level: 1, name: dealership })).toBeVisible();
      await bpm.context().close();

      // The owner's invitation is in the outbox; its link asks for a password.
      const owner = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
      await owner.goto(await linkFromOutbox(browser, ownerEmail, '/auth/invite'));
      await owner.getByRole('button', { name: 'Continuer' }).click();
      await expect(owner).toHaveURL(/\/owner\/create-password$/);
      await owner.context().close();
    });

    await test.step('the PR admin adds a car the Toyota kiosk offers this year', async () => {
      await addCarWithImages(page, model);
      made.car = true;
      await expectDemoKioskOffers(browser, model);
    });

    await test.step('a new contract version makes the demo owner sign again', async () => {
      await withDemoSignersRestored(baseURL ?? '', () =>
        publishContractAndOwnerSigns(page, browser),
      );
    });
  } finally {
    // Left as found: the car, the dealership, the territory and the bpm go.
    if (made.car) await deleteCar(page, model);
    const api = pageApi(page);
    if (made.dealership) {
      await api.DELETE('/api/concessions/{id}', { params: { path: { id: made.dealership } } });
    }
    if (made.territory) {
      await api.DELETE('/api/territories/{id}', { params: { path: { id: made.territory } } });
    }
    if (made.bpm) await api.DELETE('/api/bpm/{id}', { params: { path: { id: made.bpm } } });
  }
  const { response } = await pageApi(page).GET('/api/bpm/{id}', {
    params: { path: { id: made.bpm ?? '' } },
  });
  expect(response.status).toBe(404);
});
