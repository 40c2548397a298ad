import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
};

/** Every page a test opens gets an axe check when the test ends (unless it already closed). */
export const test = base.extend<{ checkedPage: Page }>({
  checkedPage: async ({ page }, use) => {
    await use(page);
    if (!page.isClosed()) await expectAccessible(page);
  },
});

export { expect };
