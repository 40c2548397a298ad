import { apiAs } from './api-clients.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  ok,
  signInWithForm,
  test,
} from './fixtures.ts';
import { answerKioskQuestionnaire, sendHeartbeat } from './kiosk-journey.ts';
import { acceptDocument, acceptInvitation, answerPersonalityTest } from './onboarding-steps.ts';
import { chooseHobbies, fillDates, saveProfile } from './seller-helpers.ts';

/*
 * Issue 14's "done when": a dealership created with only an owner (by the PR admin, its owner
 * invited) is paid for, then the owner walks the set-up wizard to the dashboard and adds an
 * advisor on a seat the subscription brought; the advisor signs in from the invitation, completes
 * onboarding and is paired by the dealership's own kiosk, whose account came with the dealership
 * (decision 101). Unique names and emails; the dealership is deleted at the end, so the test runs
 * again on the same database and leaves the demo's seats alone.
 */

test('a new dealership: the owner sets it up, adds an advisor, whom its kiosk pairs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const ownerEmail = `owner.${stamp}@example.test`;
  const advisorEmail = `advisor.${stamp}@example.test`;
  // The stamp may hold no digit: the year gives the password its digit (the password policy).
  const stationPassword = `Kiosque-${stamp}-2026`;
  const platform = await apiAs(base, DEMO_ACCOUNTS.prAdmin);
  const manufacturers = await ok(platform.api.GET('/api/manufacturers'));
  const honda = manufacturers.find((manufacturer) => manufacturer.name === 'Honda')?.id ?? '';
  const concession = await ok(
    platform.api.POST('/api/concessions', {
      body: {
        name: `Concession ${stamp}`,
        language: 'fr',
        territory: null,
        manufacturers: [honda],
        ownerEmail,
      },
    }),
  );
  const owner = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
  try {
    await test.step('the owner accepts the invitation, signs and pays', async () => {
      await acceptInvitation(owner, browser, { email: ownerEmail, password: DEMO_PASSWORD });
      await expect(owner).toHaveURL(/\/owner\/sign-contract$/);
      await acceptDocument(owner);
      await expect(owner).toHaveURL(/\/owner\/checkout$/);
      await owner.getByLabel('Forfait annuel').check();
      await owner.getByRole('button', { name: 'Passer au paiement' }).click();
      await owner.getByRole('button', { name: /^Payer / }).click();
      await expect(owner).toHaveURL(/\/owner\/pending-payment$/, { timeout: 30_000 });
      // The platform finishes the set-up (decision 069).
      await ok(
        platform.api.PUT('/api/concessions/{id}/subscription', {
          params: { path: { id: concession.id } },
          body: { status: 'active' },
        }),
      );
      await owner.getByRole('link', { name: 'Vérifier de nouveau' }).click();
    });

    let kioskEmail = '';
    await test.step('the owner walks the set-up wizard to the dashboard', async () => {
      await expect(owner).toHaveURL(/\/owner\/settings\/information$/);
      await expect(owner.getByText('Étape 1 sur 3')).toBeVisible();
      await owner.getByLabel('Téléphone').fill('(514) 555-0199');
      await owner.getByLabel('Adresse').fill('1000 rue Sherbrooke Ouest');
      await owner.getByLabel('Ville').fill('Montréal');
      await owner.getByLabel('Code postal ou ZIP').fill('H3A 3G4');
      await owner.getByLabel('Province ou État').selectOption({ label: 'QC (Canada)' });
      await owner.getByRole('button', { name: 'Enregistrer et continuer' }).click();

      await expect(owner).toHaveURL(/\/owner\/settings\/configuration$/);
      await expect(owner.getByRole('checkbox', { name: 'Honda' })).toBeChecked();
      // The tablet's sign-in address is named beside its password (decision 101).
      const hint = await owner.locator('#field-clientStationPassword-hint').innerText();
      kioskEmail = /borne-[0-9a-f]{12}@stations\.best-pairing\.invalid/.exec(hint)?.[0] ?? '';
      expect(kioskEmail).not.toBe('');
      await owner.getByLabel('Mot de passe de la borne client').fill(stationPassword);
      await owner.getByLabel('Mot de passe de la borne service').fill(stationPassword);
      await expectAccessible(owner);
      await owner.getByRole('button', { name: 'Enregistrer et continuer' }).click();

      await expect(owner).toHaveURL(/\/owner\/settings\/connection$/);
      await owner.getByLabel('Nom du réseau 1').fill('Salle d’exposition');
      await owner.getByLabel('SSID du réseau 1').fill(`BestPairing-${stamp}`);
      await owner.getByRole('button', { name: 'Terminer la configuration' }).click();
      await expect(owner).toHaveURL(/\/owner$/);
      await expect(owner.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    });

    await test.step('the owner adds an advisor on a free seat', async () => {
      await owner.goto('/admin/members/add');
      await owner.getByLabel('Courriel').fill(advisorEmail);
      await owner.getByLabel('Prénom').fill('Noémie');
      await owner.getByLabel('Nom', { exact: true }).fill(`Essai ${stamp}`);
      await owner.getByLabel('Rôle').selectOption('seller');
      await owner.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await expect(owner).toHaveURL(/\/admin\/members\/[0-9a-f-]+\?flash=added/);
      await expect(owner.locator('[data-licence]')).toHaveAttribute('data-licence', 'seller');
    });

    await test.step('the advisor signs in from the invitation and completes onboarding', async () => {
      const advisor = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
      await acceptInvitation(advisor, browser, { email: advisorEmail, password: DEMO_PASSWORD });
      await expect(advisor).toHaveURL(/\/seller\/sign-contract$/);
      await acceptDocument(advisor);
      await expect(advisor).toHaveURL(/\/seller\/questionnaire/);
      await answerPersonalityTest(advisor);
      await advisor.getByRole('link', { name: 'Continuer' }).click();
      await expect(advisor).toHaveURL(/\/seller\/me$/);
      await chooseHobbies(advisor, ['Musique', 'Voyages', 'Cuisine']);
      await fillDates(advisor, ['2015', '4'], ['2026', '1']);
      await saveProfile(advisor);
      await advisor.goto('/seller');
      await expect(advisor).toHaveURL(/\/seller$/);
      await advisor.context().close();
      await sendHeartbeat(base, advisorEmail);
    });

    await test.step('the dealership’s kiosk pairs a buyer with that advisor', async () => {
      const kiosk = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
      await signInWithForm(kiosk, kioskEmail, stationPassword);
      await expect(kiosk).toHaveURL(/\/client$/);
      await answerKioskQuestionnaire(kiosk, { check: false });
      await kiosk.getByRole('button', { name: 'Rencontrer mon conseiller' }).click();
      const name = `Noémie Essai ${stamp}`;
      await kiosk.getByRole('button', { name: `Choisir ${name}` }).click();
      await expect(
        kiosk.getByRole('heading', { level: 1, name: `${name} viendra vous rencontrer` }),
      ).toBeVisible();
      await kiosk.context().close();
    });
  } finally {
    await owner.context().close();
    // Left as found: the dealership goes, its accounts with it (decision 078).
    await platform.api.DELETE('/api/concessions/{id}', {
      params: { path: { id: concession.id } },
    });
    await platform.dispose();
  }
});
