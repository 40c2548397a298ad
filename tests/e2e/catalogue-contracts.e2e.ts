import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '#domain/demo/accounts.ts';
import { answerCurrentCar, answerPaymentAndDriving } from './kiosk-journey.ts';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  ok,
  signedInUser,
  test,
  typedApi,
} from './fixtures.ts';

/* The vehicle catalogue and the contract versions (issue 16, decisions 083 and 084). */

const MODEL = `Supra E2E ${Date.now().toString(36)}`;
const image = async (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('the PR admin adds a car with grey and red images; the kiosk of a Toyota dealership offers it', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('prAdmin');
  await page.goto('/pr-admin/cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules' })).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un véhicule' }).click();
  await page.getByLabel('Fabricant').selectOption({ label: 'Toyota' });
  await page.getByLabel('Modèle').fill(MODEL);
  await page.getByLabel('Type').selectOption('sport');
  await page.getByLabel('Image grise (obligatoire)').setInputFiles({
    name: 'supra_grey.png',
    mimeType: 'image/png',
    buffer: await image({ r: 128, g: 128, b: 128 }),
  });
  await page.getByLabel('Image rouge').setInputFiles({
    name: 'supra_red.png',
    mimeType: 'image/png',
    buffer: await image({ r: 200, g: 20, b: 20 }),
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ajouter le véhicule' }).click();
  await expect(page.getByText('Le véhicule est ajouté au catalogue.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: MODEL });
  await expect(row.getByRole('img', { name: `Toyota ${MODEL}` })).toBeVisible();
  await expect(row).toContainText('Gris, Rouge');
  await expectAccessible(page);

  // The demo dealership sells Toyota: its kiosk offers the car among the models of interest.
  const kioskContext = await browser.newContext({ locale: 'fr-CA' });
  const kiosk = await kioskContext.newPage();
  await kiosk.goto('/login');
  await kiosk.locator('#email').fill('kiosk@demo.test');
  await kiosk.locator('#password').fill(DEMO_PASSWORD);
  await Promise.all([
    kiosk.waitForURL((url) => url.pathname !== '/login'),
    kiosk.locator('form[action="/api/auth/callback/credentials"] button[type="submit"]').click(),
  ]);
  await kiosk.getByRole('button', { name: 'Acheter un véhicule' }).click();
  await answerCurrentCar(kiosk);
  await kiosk.getByRole('button', { name: 'Continuer' }).click();
  await answerPaymentAndDriving(kiosk);
  await expect(
    kiosk
      .getByRole('group', { name: 'Les modèles qui vous intéressent' })
      .getByLabel(`Toyota ${MODEL}`),
  ).toBeVisible();
  await kioskContext.close();

  // Leave the catalogue as it was: the car goes, behind its confirmation.
  // The page loads its islands: the confirmation is a modal dialog, not the no-script disclosure.
  await expect(row.locator('summary')).toHaveCount(0);
  await row.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Supprimer Toyota ${MODEL}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer le véhicule' }).click();
  await expect(page.getByText('Le véhicule est supprimé.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: MODEL })).toHaveCount(0);
});

/** The demo accounts that sign the contract (owners, bpm, advisors). */
const SIGNERS = SEEDED_ACCOUNTS.filter((account) =>
  ['owner', 'bpm', 'seller'].includes(account.role),
).map((account) => account.email);

/** The signers that had signed the contract when the test began, as each one's own session. */
const signedSessions = async (baseURL: string) => {
  const sessions = [];
  for (const email of SIGNERS) {
    const context = await playwrightRequest.newContext({ baseURL });
    const api = typedApi(context, baseURL);
    const { response } = await api.POST('/api/auth/callback/credentials', {
      body: { email, password: DEMO_PASSWORD },
    });
    const user = response.ok ? await signedInUser(api) : undefined;
    if (user?.signedContract) sessions.push({ email, id: user.id, api, context });
    else await context.dispose();
  }
  return sessions;
};

test('a new contract version makes the demo owner sign again', async ({
  page,
  browser,
  loginAs,
  baseURL,
}) => {
  // Publishing touches every signer of the shared demo: those who had signed sign the new version
  // before the test ends (through their own sessions), so later tests sign in as before.
  const sessions = await signedSessions(baseURL ?? '');
  expect(sessions.map((session) => session.email)).toContain('owner@demo.test');
  try {
    await loginAs('prAdmin');
    await page.goto('/pr-admin/settings/plans-and-contracts');
    const contract = page.locator('[data-document="contract"]');
    const french = contract.getByLabel('Texte en français');
    await french.fill(`${await french.inputValue()}\n\n## 10. Nouvelle clause\nClause ajoutée.`);
    await expectAccessible(page);
    await contract.getByRole('button', { name: /Publier la version \d+/ }).click();
    await expect(page.getByText(/La version \d+ est publiée/)).toBeVisible();

    const ownerContext = await browser.newContext({ locale: 'fr-CA' });
    const owner = await ownerContext.newPage();
    await loginAs('owner', owner);
    await expect(owner).toHaveURL(/\/owner\/sign-contract$/);
    await expect(owner.getByText('Clause ajoutée.')).toBeVisible();
    await owner.getByLabel('J’ai lu et j’accepte ce document').check();
    await owner.getByRole('button', { name: 'Accepter et continuer' }).click();
    await expect(owner).toHaveURL(/\/owner$/);
    await ownerContext.close();
  } finally {
    for (const session of sessions) {
      await ok(
        session.api.PUT('/api/users/{id}/contract', {
          params: { path: { id: session.id } },
          body: {},
        }),
      );
      await session.context.dispose();
    }
  }
});
