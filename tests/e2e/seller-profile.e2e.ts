import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SELLER_FORM } from '#domain/psychometrics/items.ts';
import { chooseHobbies, fillDates, profileForm, saveProfile, startDate } from './seller-helpers.ts';
import {
  DEMO_ACCOUNTS,
  expect,
  expectAccessible,
  linkFromOutbox,
  signInWithForm,
  test,
  ok,
  pageApi,
} from './fixtures.ts';

/*
 * /seller/me, the advisor's profile. The test brings its own advisor (created by the owner, invited,
 * onboarded up to the profile): the demo advisors other tests sign in as stay as they are.
 */

/** The advisors a test made: deleted after it, so their licences go back to the dealership. */
const made: string[] = [];
test.afterEach(async ({ browser }) => {
  if (made.length === 0) return;
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInWithForm(ownerPage, DEMO_ACCOUNTS.owner);
  for (const id of made.splice(0)) {
    await pageApi(ownerPage).DELETE('/api/users/{id}', { params: { path: { id } } });
  }
  await owner.close();
});

/** A new advisor of the demo dealership who has done everything but the profile. */
const newSeller = async (page: Page, email: string, password: string) => {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const owner = await browser.newContext({ locale: 'fr-CA' });
  const ownerPage = await owner.newPage();
  await signInWithForm(ownerPage, DEMO_ACCOUNTS.owner);
  const { id } = await ok(
    pageApi(ownerPage).POST('/api/users', {
      body: { email, role: 'seller', firstName: 'Rosalie', lastName: 'Gagnon' },
    }),
  );
  made.push(id);
  await owner.close();

  await page.goto(await linkFromOutbox(browser, email, '/auth/invite'));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon mot de passe' }).click();
  await page.getByLabel('J’ai lu et j’accepte ce document').check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
  await expect(page).toHaveURL(/\/seller\/questionnaire/);
  // The test itself has its own browser test; here its 40 answers go through the API.
  await ok(
    pageApi(page).PUT('/api/users/{id}/questionnaire', {
      params: { path: { id } },
      body: {
        prepareOnly: false,
        psychometricQuestionnaire: Object.fromEntries(
          SELLER_FORM.map((key, index) => [key, (index % 5) + 1]),
        ),
      },
    }),
  );
  return id;
};

const png = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5233' } })
    .png()
    .toBuffer();

test('a new advisor completes the profile on /seller/me, each rule showing its message', async ({
  checkedPage: page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `profil.${Date.now()}@demo.test`;
  await newSeller(page, email, 'Bienvenue2026');

  // The last onboarding step: every other page leads back here, and there is no menu.
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller\/me$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil');
  await expect(page.getByText('Dernière étape')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Historique des clients' })).toHaveCount(0);
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // 2 hobbies.
  await chooseHobbies(page, ['Musique', 'Voyages']);
  await fillDates(page, ['2012', '5'], ['2019', '10']);
  await saveProfile(page);
  await expect(
    profileForm(page).getByText(
      'Loisirs : choisissez exactement 3 loisirs (vous en avez choisi 2).',
    ),
  ).toHaveCount(2); // in the summary and under the field
  // What was typed came back.
  await expect(startDate(page, 'Début à cette concession').getByLabel('Année')).toHaveValue('2019');
  await expect(page.getByLabel('Voyages', { exact: true })).toBeChecked();
  await expectAccessible(page);

  // 4 hobbies: the counter holds the limit once scripts run, so a browser without them posts it.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'fr-CA',
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/seller/me');
  await chooseHobbies(plain, ['Musique', 'Voyages', 'Cuisine', 'Arts']);
  await fillDates(plain, ['2012', '5'], ['2019', '10']);
  await saveProfile(plain);
  await expect(
    plain.getByText('Loisirs : choisissez exactement 3 loisirs (vous en avez choisi 4).').first(),
  ).toBeVisible();
  await noScript.close();

  // The trade start after the dealership start.
  await chooseHobbies(page, ['Musique', 'Voyages', 'Cuisine']);
  await fillDates(page, ['2022', '3'], ['2015', '7']);
  await saveProfile(page);
  const order =
    'Début à cette concession : cette date doit venir après votre début dans la vente automobile.';
  await expect(page.getByText(order).first()).toBeVisible();
  await expect(startDate(page, 'Début à cette concession').getByLabel('Année')).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // A 3 MB photo, then a GIF.
  const photo = page.getByLabel('Nouvelle photo');
  const big = Buffer.alloc(3 * 1024 * 1024);
  (await png(10, 10)).copy(big);
  await photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: big });
  await page.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(page.getByText('L’image doit faire au plus 2 Mo.')).toBeVisible();
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  await photo.setInputFiles({ name: 'portrait.gif', mimeType: 'image/gif', buffer: gif });
  await page.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(page.getByText('Le fichier n’est pas une image JPG ou PNG.')).toBeVisible();
  await expectAccessible(page);

  // A photo that passes is saved during onboarding too.
  await photo.setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await png(900, 700),
  });
  await page.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(page.getByRole('status')).toContainText('Photo enregistrée.');
  await expect(page.getByRole('img', { name: 'Votre photo actuelle' })).toBeVisible();

  // A valid profile ends onboarding: on to the advisor's home.
  await chooseHobbies(page, ['Musique', 'Voyages', 'Cuisine']);
  await fillDates(page, ['2012', '5'], ['2019', '10']);
  await saveProfile(page);
  await expect(page).toHaveURL(/\/seller$/);

  // Back on the profile, with the menu, the saved values and a snackbar after a change.
  await page.goto('/seller/me');
  await expect(page.getByText('Dernière étape')).toHaveCount(0);
  await expect(page.getByLabel('Cuisine', { exact: true })).toBeChecked();
  await chooseHobbies(page, ['Musique', 'Voyages', 'Sciences']);
  await saveProfile(page);
  await expect(page).toHaveURL(/\/seller\/me\?flash=profile#section-profile$/);
  await expect(page.getByRole('status')).toContainText('Profil enregistré.');
  await expect(page.getByLabel('Sciences', { exact: true })).toBeChecked();
  await expect(
    page.getByRole('link', { name: 'Voir le résultat de mon test de personnalité' }),
  ).toHaveAttribute('href', '/seller/questionnaire');
});

test('an advisor changes their password on /seller/me and stays signed in', async ({
  checkedPage: page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `motdepasse.${Date.now()}@demo.test`;
  await newSeller(page, email, 'Bienvenue2026');
  await page.goto('/seller/me');
  await chooseHobbies(page, ['Lecture', 'Plein air', 'Bénévolat']);
  await fillDates(page, ['2018', '1'], ['2018', '1']);
  await saveProfile(page);
  await expect(page).toHaveURL(/\/seller$/);

  // Another device signed in before the change.
  const other = await browser.newContext({ locale: 'fr-CA' });
  const otherPage = await other.newPage();
  await signInWithForm(otherPage, email, 'Bienvenue2026');

  await page.goto('/seller/me');
  const form = page.locator('form[action^="/seller/me?form=password"]');
  const submit = form.getByRole('button', { name: 'Changer le mot de passe' });
  await form.getByLabel('Mot de passe actuel').fill('Bienvenue2026');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await form.getByLabel('Confirmez le nouveau mot de passe').fill('court');
  await submit.click();
  await expect(
    form.getByText(
      'Le mot de passe doit contenir de 8 à 100 caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.',
    ),
  ).toBeVisible();

  await form.getByLabel('Mot de passe actuel').fill('Bienvenue2026');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Printemps2027');
  await form.getByLabel('Confirmez le nouveau mot de passe').fill('Printemps2028');
  await submit.click();
  await expect(form.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();

  await form.getByLabel('Mot de passe actuel').fill('PasLeBon2026');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Printemps2027');
  await form.getByLabel('Confirmez le nouveau mot de passe').fill('Printemps2027');
  await submit.click();
  await expect(form.getByText('Vérifiez votre mot de passe.')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Mot de passe actuel').fill('Bienvenue2026');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Printemps2027');
  await form.getByLabel('Confirmez le nouveau mot de passe').fill('Printemps2027');
  await submit.click();
  await expect(page).toHaveURL(/\/seller\/me\?flash=password#section-password$/);
  await expect(page.getByRole('status')).toContainText('Mot de passe changé.');

  // This browser carries on; the other device is signed out (decision 014).
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller$/);
  await otherPage.goto('/seller/me');
  await expect(otherPage).toHaveURL(/\/login/);
  await signInWithForm(otherPage, email, 'Printemps2027');
  await expect(otherPage).toHaveURL(/\/seller$/);
  await other.close();
});

test('a photo over 2 MB sent without scripts comes back with its message, and the next post works', async ({
  checkedPage: page,
  browser,
}) => {
  test.setTimeout(240_000);
  await newSeller(page, `grande.photo.${Date.now()}@demo.test`, 'Bienvenue2026');
  // Without scripts the browser posts the whole 3 MB: the server refuses it (decision 030).
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'fr-CA',
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/seller/me');
  const big = Buffer.alloc(3 * 1024 * 1024);
  (await png(10, 10)).copy(big);
  const photo = plain.getByLabel('Nouvelle photo');
  await photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: big });
  await plain.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(plain).toHaveURL(/\/seller\/me\?error=pictureTooLarge/);
  // The page's own message for the 2 MB rule, the one its script shows before sending.
  await expect(plain.getByText('L’image doit faire au plus 2 Mo.')).toBeVisible();

  // The next action on the page works (same browser, same keep-alive connection).
  await photo.setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await png(90, 70),
  });
  await plain.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(plain.getByRole('status')).toContainText('Photo enregistrée.');
  await noScript.close();
});
