import type { Page } from '@playwright/test';
import { CLIENT_FORM } from '#domain/psychometrics/index.ts';
import { apiAs } from './api-clients.ts';
import { expect, expectAccessible, ok, signedInUser } from './fixtures.ts';

/*
 * The kiosk's questionnaire as a buyer answers it, in French, shared by the journeys that need a
 * completed visit (with and without JavaScript).
 */

/** Advisors are available while the seller app sends heartbeats (docs/spec/decisions.md section 4). */
export const sendHeartbeat = async (baseURL: string, email: string) => {
  const { api, dispose } = await apiAs(baseURL, email);
  const id = (await signedInUser(api))?.id ?? '';
  await ok(api.POST('/api/sellers/{id}/presence', { params: { path: { id } } }));
  await dispose();
};

export const radio = (page: Page, question: string, answer: string) =>
  page.getByRole('radiogroup', { name: question }).getByLabel(answer, { exact: true }).check();

const checkOption = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByLabel(option).check();

/** Parts 2 (payment and budget) and 3 (driving) of the buyer's questionnaire, up to part 4. */
export const answerPaymentAndDriving = async (page: Page) => {
  // Part 2: payment and budget.
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement et budget' })).toBeVisible();
  await radio(page, 'À quelle fréquence payez-vous votre véhicule actuel?', 'Chaque mois');
  await page.getByLabel('Montant de chaque paiement ($)').fill('350');
  await radio(page, 'Votre budget pour le prochain véhicule', 'Chaque mois');
  await page.getByLabel('Montant du budget ($)').fill('450');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Part 3: driving.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vos habitudes de conduite' }),
  ).toBeVisible();
  await radio(page, 'Votre style de conduite', 'Prudente');
  await radio(page, 'Combien de passagers vous accompagnent habituellement?', 'Deux');
  await radio(page, 'Combien de kilomètres roulez-vous par année?', 'De 15 000 à 25 000 km');
  await radio(page, 'À quoi servira surtout le véhicule?', 'Usage personnel');
  await page.getByRole('button', { name: 'Continuer' }).click();
};

/** Part 4's first step (the preferences), up to its second (the test drive and models). */
export const answerPreferences = async (page: Page, { check = true } = {}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Vos préférences' })).toBeVisible();
  await expect(page.getByText('Partie 4 sur 4, étape 1 sur 3')).toBeVisible();
  await radio(page, 'Votre couleur préférée', 'Bleu');
  await checkOption(page, 'Options intérieures souhaitées', 'Sièges chauffants');
  await checkOption(page, 'Les qualités que vous recherchez chez votre conseiller', 'Écoute');
  if (check) await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Partie 4 sur 4, étape 2 sur 3')).toBeVisible();
};

/**
 * Parts 2 to 4 of the buyer's questionnaire (the same form on the kiosk and on the advisor's
 * device), from part 2 up to submitting part 4's last step; `model` ticks a model of interest.
 */
export const answerPartsTwoToFour = async (
  page: Page,
  { check = true, model }: { check?: boolean; model?: string } = {},
) => {
  await answerPaymentAndDriving(page);

  // Part 4, in three steps (decision 099): the preferences, the test drive and models, the statements.
  await answerPreferences(page, { check });
  await radio(page, 'Aimeriez-vous faire un essai routier?', 'Oui');
  if (model) await checkOption(page, 'Les modèles qui vous intéressent', model);
  if (check) await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByText('Partie 4 sur 4, étape 3 sur 3')).toBeVisible();
  await answerStatements(page);
  if (check) await expectAccessible(page);
  await page.getByRole('button', { name: 'Terminer le questionnaire' }).click();
};

/** The 16 personality statements of part 4's last step, each answered. */
export const answerStatements = async (page: Page) => {
  for (const [index, key] of CLIENT_FORM.entries()) {
    await page.locator(`input[name="personality-${key}"][value="${(index % 5) + 1}"]`).check();
  }
};

/** Part 1 of the kiosk questionnaire: the buyer's current car (a 2017 Honda Civic). */
export const answerCurrentCar = async (kiosk: Page) => {
  await radio(kiosk, 'Avez-vous présentement un véhicule?', 'Oui');
  await kiosk.getByLabel('Marque').selectOption('Honda');
  await kiosk.getByLabel('Modèle').fill('Civic');
  await kiosk.getByLabel('Année').fill('2017');
  await kiosk.getByLabel('Kilométrage').fill('120000');
  await radio(kiosk, 'Souhaitez-vous une évaluation du véhicule d’échange?', 'Oui');
};

/**
 * From the kiosk home (signed in), picks "buy a car" and answers parts 1 to 4 up to the end screen;
 * returns the new client's id. `check` runs axe on the pages it passes (off for speed elsewhere).
 */
export const answerKioskQuestionnaire = async (kiosk: Page, { check = true } = {}) => {
  await kiosk.getByRole('button', { name: 'Acheter un véhicule' }).click();

  // Part 1: the current car.
  await expect(
    kiosk.getByRole('heading', { level: 1, name: 'Votre véhicule actuel' }),
  ).toBeVisible();
  const clientId = new URL(kiosk.url()).searchParams.get('clientId') ?? '';
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  await answerCurrentCar(kiosk);
  if (check) await expectAccessible(kiosk);
  await kiosk.getByRole('button', { name: 'Continuer' }).click();

  await answerPartsTwoToFour(kiosk, { check, model: 'Honda Civic' });

  await expect(kiosk.getByRole('heading', { level: 1, name: 'Merci!' })).toBeVisible();
  return clientId;
};
