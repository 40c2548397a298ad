import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { answer, failure, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';
import { test } from '#tests/fixtures/integration.ts';

/* Invoices, the payments history and the billing portal without keys (decision 070). */

let runtime: Runtime;
const concessionOf = async (email: string) =>
  (
    await runtime.database.db
      .selectFrom('users')
      .select('concessionId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).concessionId ?? '';

test.beforeAll(({ runtime: given }) => {
  runtime = given;
});
const as = oneSignedInClientPerAccount(() => runtime);

/** The invoices a `GET /api/stripe/invoices` lists. */
const invoicesOf = (response: Response) => answer(response, '/api/stripe/invoices', 'get');

describe('invoices', () => {
  it("are the dealership's own; another dealership's are 404", async () => {
    const owner = await as('owner@demo.test');
    const own = await owner.request(
      `/api/stripe/invoices?concessionId=${await concessionOf('owner@demo.test')}`,
    );
    expect(own.status).toBe(200);
    const invoices = await invoicesOf(own);
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices[0]).toMatchObject({ status: 'paid' });
    expect(invoices[0]?.pdfUrl).toBe(`/owner/settings/payments-history/${invoices[0]?.id}`);

    const other = await owner.request(
      `/api/stripe/invoices?concessionId=${await concessionOf('owner2@demo.test')}`,
    );
    expect(other.status).toBe(404);
    expect((await failure(other)).code).toBe('NOT_FOUND');
    // An advisor has no access to billing at all.
    const seller = await as('seller1@demo.test');
    const refused = await seller.request(
      `/api/stripe/invoices?concessionId=${await concessionOf('owner@demo.test')}`,
    );
    expect(refused.status).toBe(403);
    // The PR admin reads any dealership's.
    const admin = await as('pradmin@demo.test');
    const any = await admin.request(
      `/api/stripe/invoices?concessionId=${await concessionOf('owner2@demo.test')}`,
    );
    expect(any.status).toBe(200);
  });

  it('are listed on the payments history with a printable page each', async () => {
    const owner = await as('owner@demo.test');
    const invoices = await invoicesOf(
      await owner.request(
        `/api/stripe/invoices?concessionId=${await concessionOf('owner@demo.test')}`,
      ),
    );
    const first = invoices[0];
    if (!first?.pdfUrl) throw new Error('no invoice with its printable page');
    const page = await owner.request('/owner/settings/payments-history');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(first.number ?? '');
    const printable = await owner.request(first.pdfUrl);
    expect(printable.status).toBe(200);
    expect(await printable.text()).toContain(first.number ?? '');
    const foreign = await (await as('owner2@demo.test')).request(first.pdfUrl);
    expect(foreign.status).toBe(404);
  });

  it('the billing portal needs a dealership that has paid through the app', async () => {
    const owner = await as('owner@demo.test');
    const portal = await owner.json('POST', '/api/stripe/billing-portal', {});
    expect(portal.status).toBe(409);
    expect((await failure(portal)).code).toBe('PORTAL.NO_CUSTOMER');
  });
});
