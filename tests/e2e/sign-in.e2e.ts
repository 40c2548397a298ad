import { MENUS } from '#ui/layouts/navigation.ts';
import {
  DEMO_ACCOUNTS,
  expect,
  expectAccessible,
  signInWithForm,
  test,
  type DemoRole,
} from './fixtures.ts';

// Where each demo account lands after signing in (all are fully set up: their homes).
const LANDINGS: [string, string][] = [
  ...Object.entries(DEMO_ACCOUNTS).map(([role, email]): [string, string] => [
    email,
    {
      prAdmin: '/pr-admin',
      bpm: '/bpm',
      owner: '/owner',
      admin: '/admin',
      seller: '/seller',
      client: '/client',
      service: '/service',
    }[role as DemoRole],
  ]),
  ['owner2@demo.test', '/owner'],
  ['seller7@demo.test', '/seller'],
];

for (const [email, landing] of LANDINGS) {
  test(`${email} signs in at /login and lands on ${landing}`, async ({ checkedPage: page }) => {
    await signInWithForm(page, email);
    expect(new URL(page.url()).pathname).toBe(landing);
    const status = await page.evaluate(() => document.body.innerText.length);
    expect(status).toBeGreaterThan(0);
  });
}

test('a wrong password shows the reason next to the form, the email kept', async ({
  checkedPage: page,
}) => {
  await page.goto('/login');
  await page.locator('#email').fill('owner@demo.test');
  await page.locator('#password').fill('Wrong1234');
  await page.locator('form[action="/api/auth/callback/credentials"] button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveText(
    'Vérifiez votre courriel et votre mot de passe.',
  );
  await expect(page.locator('#email')).toHaveValue('owner@demo.test');
});

test('a signed-out visitor is sent to sign in and comes back to the page asked for', async ({
  checkedPage: page,
}) => {
  await page.goto('/admin/members');
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.locator('#email').fill(DEMO_ACCOUNTS.admin);
  await page.locator('#password').fill('Demo1234');
  await Promise.all([
    page.waitForURL('**/admin/members'),
    page.locator('form[action="/api/auth/callback/credentials"] button[type="submit"]').click(),
  ]);
});

test("another role's page leads to the unauthorised page", async ({
  checkedPage: page,
  loginAs,
}) => {
  await loginAs('seller');
  await page.goto('/owner/settings');
  expect(new URL(page.url()).pathname).toBe('/unauthorized');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
});

for (const role of ['prAdmin', 'bpm', 'owner', 'admin', 'seller'] as const) {
  test(`the ${role} menu leads to a page at every entry, each accessible`, async ({
    page,
    loginAs,
  }) => {
    await loginAs(role);
    for (const entry of MENUS[role]) {
      const response = await page.goto(entry.href);
      expect(response?.status(), entry.href).toBe(200);
      expect(new URL(page.url()).pathname, entry.href).toBe(entry.href);
      await expectAccessible(page);
    }
  });
}

test('signing out ends the session', async ({ checkedPage: page, loginAs }) => {
  await loginAs('owner');
  await page.locator('form[action="/api/auth/signout"] button[type="submit"]').first().click();
  await page.waitForURL('**/login');
  await page.goto('/owner');
  expect(new URL(page.url()).pathname).toBe('/login');
});
