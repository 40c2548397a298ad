import { expect, test } from './fixtures.ts';

// The API reference (docs/decisions/056): Swagger UI from swagger-ui-dist under its own CSP.
test('the API reference shows the operations and tries a call with the signed-in session', async ({
  page,
  loginAs,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await loginAs('admin');

  const response = await page.goto('/api/docs');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  // Swagger UI parses the whole document (over 100 operations) before it draws: a slow first load.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Best Pairing API', {
    timeout: 30_000,
  });

  // The accept race rule is in the accept operation's description.
  const accept = page.locator('#operations-Clients-postClientsByIdAccept');
  await accept.locator('.opblock-summary').click();
  await expect(accept).toContainText('exactly one wins');
  await expect(accept).toContainText('CLIENT.ALREADY_ACCEPTED');

  // Try it: the dealership's advisors, read with the admin's session cookie.
  const sellers = page.locator('#operations-Sellers-getSellers');
  await sellers.locator('.opblock-summary').click();
  await sellers.getByRole('button', { name: 'Try it out' }).click();
  await sellers.getByRole('button', { name: 'Execute' }).click();
  const live = sellers.locator('.live-responses-table .response');
  await expect(live.locator('.response-col_status')).toHaveText('200');
  await expect(live.locator('.response-col_description')).toContainText('"data"');

  // The rest of the app keeps its nonce CSP.
  const home = await page.request.get('/login');
  expect(home.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  expect(problems).toEqual([]);
});
