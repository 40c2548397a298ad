import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { test } from '#tests/fixtures/integration.ts';
import { answer, failure, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';

/* Plans and prices (decision 068): GET /api/plans for anyone signed in, PUT and the page for the PR admin. */

let runtime: Runtime;
test.beforeAll(({ runtime: given }) => {
  runtime = given;
});
const as = oneSignedInClientPerAccount(() => runtime);

const catalogue = async (email: string) => {
  const response = await (await as(email)).request('/api/plans');
  expect(response.status).toBe(200);
  return answer(response, '/api/plans', 'get');
};

describe('plans', () => {
  it('are read by every signed-in account; only the PR admin changes them', async () => {
    const seen = await catalogue('seller1@demo.test');
    expect(seen.plans.map((plan) => plan.code)).toEqual(['monthly', 'yearly']);
    expect(seen.plans[1]).toMatchObject({ basePriceCents: 49_900, discountPercent: 15 });
    expect(seen.products.map((product) => product.code)).toContain('supplementarySeller');

    const owner = await as('owner@demo.test');
    const refused = await owner.json('PUT', '/api/plans', { plans: [], products: [] });
    expect(refused.status).toBe(403);
  });

  it('saves new prices all together, and refuses an unknown plan or a bad price', async () => {
    const admin = await as('pradmin@demo.test');
    const [monthly] = (await catalogue('pradmin@demo.test')).plans;
    if (!monthly) throw new Error('no plan');
    const change = { ...monthly, basePriceCents: 52_500, discountPercent: 7.5 };
    const { id, basePriceCents, unitPriceCents, discountPercent, active } = change;
    const body = {
      plans: [
        {
          id,
          basePriceCents,
          unitPriceCents,
          discountPercent,
          active,
          includedSellerLicences: 6,
          includedAdminLicences: 1,
        },
      ],
      products: [{ code: 'client', unitPriceCents: 10_500 }],
    };
    const saved = await admin.json('PUT', '/api/plans', body);
    expect(saved.status).toBe(200);
    const after = await answer(saved, '/api/plans', 'put');
    expect(after.plans.find((plan) => plan.id === id)).toMatchObject({
      basePriceCents: 52_500,
      discountPercent: 7.5,
      includedSellerLicences: 6,
    });
    expect(after.products.find((product) => product.code === 'client')?.unitPriceCents).toBe(
      10_500,
    );

    const unknown = await admin.json('PUT', '/api/plans', {
      ...body,
      plans: [{ ...body.plans[0], id: '00000000-0000-4000-8000-000000000000' }],
      products: [{ code: 'client', unitPriceCents: 1 }],
    });
    expect(unknown.status).toBe(404);
    expect((await failure(unknown)).code).toBe('PLANS.NOT_FOUND');
    // Nothing half-written: the product's price did not change with the refused plan.
    const kept = await catalogue('pradmin@demo.test');
    expect(kept.products.find((product) => product.code === 'client')?.unitPriceCents).toBe(10_500);

    const bad = await admin.json('PUT', '/api/plans', {
      ...body,
      plans: [{ ...body.plans[0], discountPercent: 101 }],
    });
    expect(bad.status).toBe(400);
    expect((await failure(bad)).code).toBe('VALIDATION_ERROR');
  });

  it("the PR admin's catalogue page saves prices typed in dollars, and says which field is wrong", async () => {
    const admin = await as('pradmin@demo.test');
    const page = await admin.request('/pr-admin/settings/plans-and-contracts');
    expect(page.status).toBe(200);
    const [monthly, yearly] = (await catalogue('pradmin@demo.test')).plans;
    if (!monthly || !yearly) throw new Error('no plans');
    const fields: Record<string, string> = {};
    for (const plan of [monthly, yearly]) {
      fields[`basePrice-${plan.id}`] = '1 234,56';
      fields[`unitPrice-${plan.id}`] = '49.00';
      fields[`discount-${plan.id}`] = plan === yearly ? '15' : '0';
      fields[`includedSellers-${plan.id}`] = '5';
      fields[`includedAdmins-${plan.id}`] = '1';
      fields[`active-${plan.id}`] = 'on';
    }
    for (const code of ['client', 'service', 'admin', 'seller', 'supplementarySeller']) {
      fields[`product-${code}`] = '10';
    }
    const saved = await admin.form('/pr-admin/settings/plans-and-contracts', fields);
    expect(saved.status).toBe(303);
    const after = await catalogue('pradmin@demo.test');
    expect(after.plans.every((plan) => plan.basePriceCents === 123_456)).toBe(true);

    const refused = await admin.form('/pr-admin/settings/plans-and-contracts', {
      ...fields,
      [`basePrice-${monthly.id}`]: 'douze',
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Entrez un montant en dollars');
  });
});
