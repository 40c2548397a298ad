import type { Browser, Page } from '@playwright/test';
import type { operations, Schemas } from '#src/api-client/index.ts';
import {
  expect,
  expectAccessible,
  ok,
  pageApi,
  signedInUser,
  signInWithForm,
  test,
} from './fixtures.ts';

/*
 * The clients history's filter and "My statistics" (issue 7, items 4 and 5), as seller5 (nobody
 * else's test uses that advisor). The demo data is random: the test checks structure, that the
 * numbers appear, and that they are the API's numbers.
 */

const SELLER = 'seller5@demo.test';
const ADMIN = 'admin@demo.test';

const newPage = async (browser: Browser) =>
  (await browser.newContext({ locale: 'fr-CA' })).newPage();

const percent = (rate: number | null) =>
  rate === null
    ? '—'
    : new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 0 }).format(rate);

const dayOf = (text: string) => text.trim().slice(0, 10);

type Statistics = Schemas['SellerStatistics'];
type Range = NonNullable<operations['getSellersByIdStatistics']['parameters']['query']>['range'];

/** The API's numbers for the same advisor and range, read with the advisor's own session. */
const apiStatistics = (page: Page, sellerId: string, range: Range) =>
  ok(
    pageApi(page).GET('/api/sellers/{id}/statistics', {
      params: { path: { id: sellerId }, query: { range } },
    }),
  );

const expectNumbers = async (page: Page, statistics: Statistics) => {
  const value = (stat: string) => page.locator(`[data-stat="${stat}"] [data-stat-value]`);
  await expect(value('closingRate')).toHaveText(
    statistics.closingRate === null ? /—/ : percent(statistics.closingRate),
  );
  await expect(value('beBackRate')).toHaveText(
    statistics.beBackRate === null ? /—/ : percent(statistics.beBackRate),
  );
  await expect(value('sales')).toHaveText(String(statistics.sales));
  await expect(page.locator('[data-period]')).toContainText(
    `Du ${statistics.range.firstDay} au ${statistics.range.lastDay}`,
  );
  if (statistics.counts.sold + statistics.counts.notSold > 0) {
    const chart = page.locator('svg[data-chart="wide"]');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('data-bars', String(statistics.series.points.length));
  } else {
    await expect(page.getByText('Aucune vente ni aucun client conclu')).toBeVisible();
  }
};

test('the history filters by date range and status', async ({ checkedPage: page }) => {
  await signInWithForm(page, SELLER);
  await page.goto('/seller/clients-history');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Historique des clients' }),
  ).toBeVisible();
  const filters = page.getByRole('search');

  // A preset and a status: every row is a sale, dated within the period the page states.
  await filters.getByLabel('Période').selectOption('last30Days');
  await filters.getByLabel('Statut').selectOption('sold');
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/range=last30Days/);
  await expect(page).toHaveURL(/status=sold/);
  const period = (await page.locator('[data-period]').innerText()).match(
    /(\d{4}-\d{2}-\d{2}) au (\d{4}-\d{2}-\d{2})/,
  );
  expect(period).not.toBeNull();
  const [, first = '', last = ''] = period ?? [];
  const rows = page.locator('table tbody tr');
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'sold');
    const day = dayOf(await row.locator('time').innerText());
    expect(day >= first && day <= last, `${day} within ${first}..${last}`).toBe(true);
  }
  await expectAccessible(page);

  // A custom range of one day (that of the newest sale, or today): only that day's rows remain.
  const chosen = count > 0 ? dayOf(await rows.first().locator('time').innerText()) : last;
  await filters.getByLabel('Période').selectOption('custom');
  await filters.getByLabel('Du', { exact: true }).fill(chosen);
  await filters.getByLabel('Au', { exact: true }).fill(chosen);
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${chosen}&to=${chosen}`));
  await expect(page.locator('[data-period]')).toHaveText(`Période du ${chosen} au ${chosen}`);
  const sameDay = await rows.count();
  for (let index = 0; index < sameDay; index += 1) {
    expect(dayOf(await rows.nth(index).locator('time').innerText())).toBe(chosen);
    await expect(rows.nth(index).locator('[data-status]')).toHaveAttribute('data-status', 'sold');
  }
  if (count > 0) expect(sameDay).toBeGreaterThan(0);

  // A record opens with its timeline, each status with a time and who made it.
  if (sameDay > 0) {
    await rows.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Parcours' })).toBeVisible();
    const steps = page.locator('[data-timeline-status]');
    await expect(steps.last()).toHaveAttribute('data-timeline-status', 'sold');
    await expect(steps.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(steps.last()).toContainText('par Julie Fortin');
  }
});

test('an advisor asks for statistics access, an administrator grants it, the numbers show', async ({
  browser,
  checkedPage: seller,
}) => {
  await signInWithForm(seller, SELLER);
  const sellerId = (await signedInUser(pageApi(seller)))?.id ?? '';

  // The administrator, in a second browser, starts from "not granted" whatever the demo data says.
  const admin = await newPage(browser);
  await signInWithForm(admin, ADMIN);
  await admin.goto(`/admin/members/${sellerId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Julie Fortin' })).toBeVisible();
  const access = admin.locator('[data-statistics-access]');
  const state = await access.getAttribute('data-statistics-access');
  if (state === 'requested')
    await admin.getByRole('button', { name: 'Refuser la demande' }).click();
  if (state === 'granted') await admin.getByRole('button', { name: 'Retirer l’accès' }).click();
  await expect(access).toHaveAttribute('data-statistics-access', 'notGranted');

  // The advisor asks.
  await seller.goto('/seller/performances');
  await expect(seller.getByRole('heading', { level: 1, name: 'Mes statistiques' })).toBeVisible();
  await expect(seller.locator('[data-stat]')).toHaveCount(0);
  await expectAccessible(seller);
  await seller.getByRole('button', { name: 'Demander l’accès' }).click();
  await expect(seller.getByText('Votre demande d’accès a été envoyée.')).toBeVisible();
  await expect(seller.locator('[data-access="requested"]')).toContainText('Demande envoyée');
  await expect(seller.locator('[data-stat]')).toHaveCount(0);
  const refused = await seller.request.get(`/api/sellers/${sellerId}/statistics`);
  expect(refused.status()).toBe(403);

  // The administrator sees the request and grants it.
  await admin.reload();
  await expect(access).toHaveAttribute('data-statistics-access', 'requested');
  await expect(
    admin.getByText('Ce conseiller a demandé l’accès à ses statistiques.'),
  ).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Accorder l’accès' }).click();
  await expect(admin.getByText('L’accès aux statistiques est accordé.')).toBeVisible();
  await expect(access).toHaveAttribute('data-statistics-access', 'granted');
  await admin.context().close();

  // The advisor's numbers show, the same as the API's, for the default range and another one.
  await seller.goto('/seller/performances');
  await expect(seller.locator('[data-stat]')).toHaveCount(3);
  await expectNumbers(seller, await apiStatistics(seller, sellerId, 'last30Days'));

  await seller.getByLabel('Période').selectOption('thisMonth');
  await seller.getByRole('button', { name: 'Appliquer' }).click();
  await expect(seller).toHaveURL(/range=thisMonth/);
  await expectNumbers(seller, await apiStatistics(seller, sellerId, 'thisMonth'));

  // The chart's figures are also a table.
  const data = seller.locator('details.chart-data');
  if ((await data.count()) > 0) {
    await data.locator('summary').click();
    await expect(data.getByRole('table', { name: 'Données du graphique' })).toBeVisible();
  }
});
