import { DEMO_ACCOUNTS, expect, expectAccessible, signInWithForm, test } from './fixtures.ts';

/*
 * Issue 14, decisions 061-063: the owner of a dealership the platform just created walks the set-up
 * wizard (information -> configuration -> connection) to the dashboard, never to see it again; the
 * administrator of the demo dealership edits each settings tab and sees its validation messages.
 */

test('the owner of a new dealership walks the set-up wizard to the dashboard', async ({ page }) => {
  await signInWithForm(page, 'owner3@demo.test');
  await expect(page).toHaveURL(/\/owner\/settings\/information$/);
  await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
  await expectAccessible(page);

  // Step 1: a phone in the wrong format is refused next to its field.
  await page.getByLabel('Téléphone').fill('555-01');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.locator('#field-phone-error')).toHaveText(
    'Indiquez un numéro de téléphone au format (xxx) xxx-xxxx.',
  );
  await page.getByLabel('Téléphone').fill('(450) 555-0100');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  // Step 2: a make and the two stations' passwords.
  await expect(page).toHaveURL(/\/owner\/settings\/configuration$/);
  await expect(page.getByText('Étape 2 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.locator('#field-manufacturers')).toContainText(
    'Choisissez au moins un constructeur.',
  );
  await expect(page.locator('#field-clientStationPassword-error')).toContainText(
    'La borne client a besoin d’un mot de passe',
  );
  await page.getByRole('checkbox', { name: 'Toyota' }).check();
  await page.getByLabel('Mot de passe de la borne client').fill('Kiosque-Laval1');
  await page.getByLabel('Mot de passe de la borne service').fill('Service-Laval1');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  // Step 3: the staff wifi; the egress addresses may stay empty (on site from anywhere).
  await expect(page).toHaveURL(/\/owner\/settings\/connection$/);
  await expect(page.getByText('Étape 3 sur 3')).toBeVisible();
  await page.getByLabel('Nom du réseau 1').fill('Salle d’exposition');
  await page.getByLabel('SSID du réseau 1').fill('BestPairing-Laval');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Terminer la configuration' }).click();

  // Done: the dashboard, and the settings are plain tabs from now on.
  await expect(page).toHaveURL(/\/owner$/);
  await page.goto('/owner/settings');
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByText('Étape 1 sur 3')).toHaveCount(0);
  await expect(page.getByLabel('Téléphone')).toHaveValue('(450) 555-0100');
});

test('the administrator edits each settings tab, with every message by its field', async ({
  page,
}) => {
  await signInWithForm(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/settings');
  await expect(page.getByRole('link', { name: 'Informations' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Information: a postal code and a province that do not fit the country.
  await page.getByLabel('Code postal ou ZIP').fill('12345');
  await page.getByLabel('Site Web').fill('pas un site');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('#field-postalCode-error')).toHaveText(
    'Indiquez un code postal valide (A1A 1A1) ou un code ZIP (12345).',
  );
  await expect(page.locator('#field-website-error')).toHaveText(
    'Indiquez une adresse Web valide (https://exemple.com).',
  );
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Code postal ou ZIP').fill('h3a3g4');
  await page.getByLabel('Site Web').fill('demo.example.com');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/saved=1$/);
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(page.getByLabel('Code postal ou ZIP')).toHaveValue('H3A 3G4');

  // Configuration: delays out of range; the card preview follows its boxes as they change.
  await page.getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/configuration$/);
  const preview = page.locator('[data-card-preview]');
  await expect(preview.locator('[data-card-part="showHobbies"]')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Passe-temps' }).uncheck();
  await expect(preview.locator('[data-card-part="showHobbies"]')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Passe-temps' }).check();
  await expect(preview.locator('[data-card-part="showHobbies"]')).toBeVisible();
  await page.getByLabel('Alerte d’absence après (semaines)').fill('0');
  await page.getByLabel('Mot de passe de la borne client').fill('court');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('#field-alertDelayWeeks-error')).toHaveText(
    'Indiquez un nombre de semaines entre 1 et 100.',
  );
  await expect(page.locator('#field-clientStationPassword-error')).toHaveText(
    'Le mot de passe doit contenir de 8 à 100 caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.',
  );
  await page.getByLabel('Alerte d’absence après (semaines)').fill('2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();

  // Connection: what is not an address is named; the caller's address is offered.
  await page.getByRole('link', { name: 'Connexion' }).click();
  await page.getByLabel('Adresses de sortie Internet').fill('pas-une-ip');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.locator('#field-egressNetworks-error')).toHaveText(
    '« pas-une-ip » n’est pas une adresse IP ou un bloc CIDR valide.',
  );
  await expect(page.getByText(/Votre adresse actuelle : /)).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter mon adresse actuelle' }).click();
  await expect(page.getByLabel('Adresses de sortie Internet')).toHaveValue(
    /pas-une-ip\n127\.0\.0\.1\/32/,
  );
  // Left empty again, so the demo's advisors stay on site from any network.
  await page.getByLabel('Adresses de sortie Internet').fill('');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expectAccessible(page);

  // The same messages in English (the switch saves it on the account, decision 075), then back.
  await page.goto('/admin/settings/information');
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.getByLabel('Phone').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#field-phone-error')).toHaveText(
    'Enter a phone number in the format (xxx) xxx-xxxx.',
  );
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the owner opens the administrator’s settings pages too', async ({ page }) => {
  await signInWithForm(page, DEMO_ACCOUNTS.owner);
  await page.goto('/admin/settings/connection');
  await expect(page).toHaveURL(/\/admin\/settings\/connection$/);
  await expect(page.getByLabel('SSID du réseau 1')).toHaveValue('BestPairing-Demo');
});
