import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { createApiClient } from '#src/api-client/index.ts';

export { ok, signedInUser } from '#tests/fixtures/typed-calls.ts';
import { pageState } from './page-state.ts';

/** Page states axe found no blocking violation in, during this run (decision 057). */
const accessibleStates = new Set<string>();

/**
 * Fails on serious or critical accessibility violations of the page as it is now. A state already
 * scanned without one in this run is not scanned again (decision 057). A frame with an empty
 * sandbox (an email's HTML in the outbox, decision 053) runs no script, axe's included: axe would
 * wait on it forever, so it is left out (its content is the email's, not a page of ours).
 */
export const expectAccessible = async (page: Page) => {
  const state = await pageState(page);
  if (accessibleStates.has(state)) return;
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox=""]').analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  accessibleStates.add(state);
};

/** One demo account per role (docs/spec/decisions.md section 11); every password is Demo1234. */
export const DEMO_ACCOUNTS = {
  prAdmin: 'pradmin@demo.test',
  bpm: 'bpm@demo.test',
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  seller: 'seller1@demo.test',
  client: 'kiosk@demo.test',
  service: 'service@demo.test',
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export const DEMO_PASSWORD = 'Demo1234';

/**
 * The typed client of the contract (src/api-client) over a Playwright request context: its cookies
 * (a page's `page.request` shares the page's session), writes carrying the CSRF token and the
 * Origin a browser would send (decision 030). `baseUrl`: the configured server by default.
 */
export const typedApi = (
  request: APIRequestContext,
  baseUrl = base.info().project.use.baseURL ?? '',
) =>
  createApiClient({
    baseUrl,
    fetch: async (call) => {
      const headers = Object.fromEntries(call.headers);
      if (call.method !== 'GET') headers['origin'] ??= new URL(baseUrl).origin;
      const answer = await request.fetch(call.url, {
        method: call.method,
        headers,
        ...(call.body !== null && { data: Buffer.from(await call.arrayBuffer()) }),
      });
      const body = await answer.body();
      return new Response(body.length > 0 ? new Uint8Array(body) : null, {
        status: answer.status(),
        headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
      });
    },
  });

/** The typed client of a page's session: `await ok(pageApi(page).GET('/api/users'))`. */
export const pageApi = (page: Page) => typedApi(page.request);

/** Signs in through the real sign-in form, as a person would, and waits for the landing page. */
export const signInWithForm = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login'),
    page.locator('form[action="/api/auth/callback/credentials"] button[type="submit"]').click(),
  ]);
};

/**
 * A link from the newest email to `to`, as the PR admin reads it in the outbox (the test server has
 * no mail service: emails stay in the local outbox, docs/spec/decisions.md section 10).
 */
export const linkFromOutbox = async (browser: Browser, to: string, path: string) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  try {
    await signInWithForm(page, DEMO_ACCOUNTS.prAdmin);
    const rows = page.getByRole('row').filter({ hasText: to });
    // Some emails are written by a job (a password reset): the page is read again until it shows.
    await expect(async () => {
      await page.goto('/pr-admin/outbox');
      await expect(rows.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boîte d’envoi');
    await expectAccessible(page);
    // Newest first: the first row addressed to the user is the email just sent.
    await rows.first().getByRole('link').click();
    const body = await page.locator('[data-outbox-body]').innerText();
    await expectAccessible(page);
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`https?://\\S+?(${escaped}\\?token=\\S+)`).exec(body)?.[1];
    expect(link, `a ${path} link in the email`).toBeDefined();
    return link ?? '';
  } finally {
    await context.close();
  }
};

type Fixtures = {
  /** A page checked with axe when the test ends (unless it already closed). */
  checkedPage: Page;
  /** Signs the page in as the demo account of a role. */
  loginAs: (role: DemoRole, page?: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  checkedPage: async ({ page }, use) => {
    await use(page);
    if (!page.isClosed()) await expectAccessible(page);
  },
  loginAs: async ({ page }, use) => {
    await use((role, target = page) => signInWithForm(target, DEMO_ACCOUNTS[role]));
  },
});

export { expect };
