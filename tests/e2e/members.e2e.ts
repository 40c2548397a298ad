import { expect, pageApi, signInWithForm, test } from './fixtures.ts';

/*
 * Members with licences and the managers' dashboard (issue 14, docs/decisions/064-066). The demo
 * dealership pays for 9 advisor seats, 3 of them free: the administrator adds an advisor (a seat is
 * theirs), fills the others, and is refused the next one with the limit named.
 */

test('the administrator adds an advisor within the licences, is refused beyond, and sees the off-site alert', async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  // seller6 (David Chen) is off site 17 days against a 2-week delay.
  await expect(page.locator('[data-alert="offSite"]')).toContainText('David Chen');
  await expect(page.locator('[data-export-csv]')).toHaveAttribute(
    'href',
    /\/admin\/dashboard\/advisors\.csv/,
  );

  const add = async (email: string) => {
    await page.goto('/admin/members/add');
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Roy');
    await page.getByLabel('Rôle').selectOption('seller');
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  };
  const added: string[] = [];
  const memberId = () => new URL(page.url()).pathname.split('/').pop() ?? '';
  await add('camille.e2e@demo.test');
  await expect(page).toHaveURL(/\/admin\/members\/[0-9a-f-]+\?flash=added/);
  added.push(memberId());

  await expect(page.locator('[data-licence]')).toHaveAttribute(
    'data-licence',
    'supplementarySeller',
  );
  for (const email of ['second.e2e@demo.test', 'third.e2e@demo.test']) {
    await add(email);
    await expect(page).toHaveURL(/flash=added/);
    added.push(memberId());
  }
  await add('fourth.e2e@demo.test');
  await expect(page.getByRole('alert')).toContainText('limite : 9');

  // Deleting a member frees their seat (the other browser tests add advisors too).
  const [first, ...others] = added;
  await page.goto(`/admin/members/${first}`);
  await page.getByRole('button', { name: 'Supprimer le membre' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/members\?flash=deleted/);
  await expect(page.locator('[data-seat="supplementarySeller"]')).toContainText('3 / 4');
  for (const id of others) {
    const { response } = await pageApi(page).DELETE('/api/users/{id}', {
      params: { path: { id } },
    });
    expect(response.ok).toBe(true);
  }
});

test('the owner opens their dashboard and the members pages', async ({ checkedPage: page }) => {
  await signInWithForm(page, 'owner@demo.test');
  await page.goto('/owner');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('navigation').first().getByRole('link', { name: 'Membres' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
  await expect(page.locator('[data-seat="seller"]')).toBeVisible();
});
