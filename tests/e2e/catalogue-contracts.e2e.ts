import { expect, test } from './fixtures.ts';
import {
  addCarWithImages,
  deleteCar,
  expectDemoKioskOffers,
  publishContractAndOwnerSigns,
  withDemoSignersRestored,
} from './platform-steps.ts';

/* The vehicle catalogue and the contract versions (issue 16, decisions 083 and 084). */

const MODEL = `Supra E2E ${Date.now().toString(36)}`;

test('the PR admin adds a car with grey and red images; the kiosk of a Toyota dealership offers it', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('prAdmin');
  await addCarWithImages(page, MODEL);
  await expectDemoKioskOffers(browser, MODEL);
  await deleteCar(page, MODEL);
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules' })).toBeVisible();
});

test('a new contract version makes the demo owner sign again', async ({
  page,
  browser,
  loginAs,
  baseURL,
}) => {
  await withDemoSignersRestored(baseURL ?? '', async () => {
    await loginAs('prAdmin');
    await publishContractAndOwnerSigns(page, browser);
  });
});
