import { expect, expectAccessible, test } from './fixtures.ts';

test('the home page is in French by default, ships no script, and switches to English', async ({
  checkedPage: page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Le bon conseiller pour chaque client',
  );
  // A page without islands ships no JavaScript at all.
  await expect(page.locator('script')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The right advisor for every customer',
  );
  // The choice is remembered for the next page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});

test('the sign-in form hydrates its password island under the strict CSP', async ({
  checkedPage: page,
}) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') cspErrors.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);

  const password = page.locator('#password');
  await password.fill('Secret123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Masquer le mot de passe' })).toBeVisible();
  expect(cspErrors).toEqual([]);
});

test('unknown pages show the 404 screen; the API reference is served', async ({
  checkedPage: page,
}) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur 404');
  await expectAccessible(page);

  // Swagger UI (tests/e2e/api-docs.e2e.ts); its page and scripts come from our own origin.
  const docs = await page.request.get('/api/docs?lang=en');
  expect(docs.status()).toBe(200);
  expect(await docs.text()).toContain('<title>Best Pairing API reference</title>');
  const bundle = await page.request.get('/api/docs/swagger-ui-bundle.js');
  expect(bundle.headers()['content-type']).toContain('javascript');
  expect((await page.request.get('/api/docs/package.json')).status()).toBe(404);
});
