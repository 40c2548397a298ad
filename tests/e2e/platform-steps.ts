import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '#domain/demo/accounts.ts';
import { answerCurrentCar, answerPaymentAndDriving, answerPreferences } from './kiosk-journey.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  ok,
  signInWithForm,
  signedInUser,
  typedApi,
} from './fixtures.ts';

/*
 * The PR admin's catalogue and contract steps (issue 16, decisions 083 and 084), shared by the
 * catalogue tests and the platform journey.
 */

/** A small PNG of one colour, as a car image. */
const image = async (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** On /pr-admin/cars: adds a Toyota `model` with its grey and red images; its row shows them. */
export const addCarWithImages = async (page: Page, model: string) => {
  await page.goto('/pr-admin/cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules' })).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un véhicule' }).click();
  await page.getByLabel('Fabricant').selectOption({ label: 'Toyota' });
  await page.getByLabel('Modèle').fill(model);
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
  const row = page.getByRole('row').filter({ hasText: model });
  await expect(row.getByRole('img', { name: `Toyota ${model}` })).toBeVisible();
  await expect(row).toContainText('Gris, Rouge');
  await expectAccessible(page);
};

/**
 * The demo dealership sells Toyota: its kiosk offers the car among this year's models of interest,
 * with its grey picture.
 */
export const expectDemoKioskOffers = async (browser: Browser, model: string) => {
  const kioskContext = await browser.newContext({ locale: 'fr-CA' });
  const kiosk = await kioskContext.newPage();
  await signInWithForm(kiosk, DEMO_ACCOUNTS.client);
  await kiosk.getByRole('button', { name: 'Acheter un véhicule' }).click();
  await answerCurrentCar(kiosk);
  await kiosk.getByRole('button', { name: 'Continuer' }).click();
  await answerPaymentAndDriving(kiosk);
  await answerPreferences(kiosk, { check: false });
  const tile = kiosk
    .getByRole('group', { name: 'Les modèles qui vous intéressent' })
    .locator('label')
    .filter({ hasText: `Toyota ${model}` });
  await expect(tile.getByRole('checkbox')).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/uploads\/cars\//);
  await kioskContext.close();
};

/** Leaves the catalogue as it was: the car goes, behind its confirmation. */
export const deleteCar = async (page: Page, model: string) => {
  await page.goto('/pr-admin/cars');
  const row = page.getByRole('row').filter({ hasText: model });
  // The page loads its islands: the confirmation is a modal dialog, not the no-script disclosure.
  await expect(row.locator('summary')).toHaveCount(0);
  await row.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Supprimer Toyota ${model}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer le véhicule' }).click();
  await expect(page.getByText('Le véhicule est supprimé.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: model })).toHaveCount(0);
};

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

/**
 * Runs `publish` (which publishes a contract version) so that it touches no later test: the demo
 * signers who had signed sign the new version through their own sessions once it is done.
 */
export const withDemoSignersRestored = async (baseURL: string, publish: () => Promise<void>) => {
  const sessions = await signedSessions(baseURL);
  expect(sessions.map((session) => session.email)).toContain(DEMO_ACCOUNTS.owner);
  try {
    await publish();
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
};

/** The PR admin publishes a contract version with a new clause; the demo owner signs it again. */
export const publishContractAndOwnerSigns = async (page: Page, browser: Browser) => {
  await page.goto('/pr-admin/settings/plans-and-contracts');
  const contract = page.locator('[data-document="contract"]');
  const french = contract.getByLabel('Texte en français');
  // Each run's clause is its own: the catalogue test and the platform journey both publish one.
  const clause = `Clause ajoutée ${Date.now().toString(36)}.`;
  await french.fill(`${await french.inputValue()}\n\n## Nouvelle clause\n${clause}`);
  await expectAccessible(page);
  await contract.getByRole('button', { name: /Publier la version \d+/ }).click();
  await expect(page.getByText(/La version \d+ est publiée/)).toBeVisible();

  const ownerContext = await browser.newContext({ locale: 'fr-CA' });
  const owner = await ownerContext.newPage();
  await signInWithForm(owner, DEMO_ACCOUNTS.owner);
  await expect(owner).toHaveURL(/\/owner\/sign-contract$/);
  await expect(owner.getByText(clause)).toBeVisible();
  await owner.getByLabel('J’ai lu et j’accepte ce document').check();
  await owner.getByRole('button', { name: 'Accepter et continuer' }).click();
  await expect(owner).toHaveURL(/\/owner$/);
  await ownerContext.close();
};
