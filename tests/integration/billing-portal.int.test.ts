import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import {
  accountLookups,
  answer,
  failure,
  oneSignedInClientPerAccount,
} from '#tests/fixtures/api.ts';
import { subscriptionRow } from '#tests/fixtures/billing.ts';
import { test } from '#tests/fixtures/integration.ts';
import { waitFor } from '#tests/fixtures/wait-for.ts';

/*
 * The demo billing portal (no keys, decision 092): its forms and POST /api/stripe/subscription
 * record the event the provider would send, applied by the same job as a webhook's.
 */
test.override({ worker: true });

const PORTAL = '/owner/settings/billing-portal';
let runtime: Runtime;
let concessionId: string;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  concessionId = await accountLookups(() => given.database).concessionIdOf('owner@demo.test');
  // Paid on the demo payment page: a demo customer and subscription.
  await given.database.db
    .updateTable('subscriptions')
    .set({
      provider: 'demo',
      providerSubscriptionId: `demo_sub_${concessionId}`,
      providerCustomerId: `demo_cus_${concessionId}`,
      providerStatus: 'active',
      providerUpdatedAt: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T05:00:00Z'),
      cancelAtPeriodEnd: false,
    })
    .where('concessionId', '=', concessionId)
    .execute();
});
const as = oneSignedInClientPerAccount(() => runtime);

const subscription = () => subscriptionRow(runtime, concessionId);

const freeExtraSeats = async () => {
  const rows = await runtime.database.db
    .selectFrom('licences')
    .select(['userId'])
    .where('concessionId', '=', concessionId)
    .where('kind', '=', 'supplementarySeller')
    .execute();
  return { all: rows.length, free: rows.filter((row) => row.userId === null).length };
};

/** Waits until the job has applied every recorded event. */
const applied = () =>
  waitFor(async () => {
    const open = await runtime.database.db
      .selectFrom('paymentEvents')
      .select('id')
      .where('processedAt', 'is', null)
      .execute();
    return open.length === 0;
  });

describe('the demo billing portal', () => {
  it('shows the subscription and changes the extra licences and the period', async () => {
    const owner = await as('owner@demo.test');
    const page = await owner.request(PORTAL);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-subscription');
    expect(html).toContain('2026-12-01');

    const before = await subscription();
    const seats = await freeExtraSeats();
    // One more extra seat, billed yearly.
    const wanted = before.extraSellerLicences + 1;
    const posted = await owner.form(`${PORTAL}/subscription`, {
      extra: String(wanted),
      period: 'year',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${PORTAL}?flash=recorded`);
    await applied();
    expect(await subscription()).toMatchObject({
      billingPeriod: 'year',
      extraSellerLicences: wanted,
      status: before.status,
    });
    const after = await freeExtraSeats();
    expect(after.all).toBe(wanted);
    expect(after.free).toBe(seats.free + (wanted - seats.all));
  });

  it('cancels at the end of the period, then reactivates', async () => {
    const owner = await as('owner@demo.test');
    expect((await owner.form(`${PORTAL}/subscription`, { cancelAtPeriodEnd: 'true' })).status).toBe(
      303,
    );
    await applied();
    expect(await subscription()).toMatchObject({ cancelAtPeriodEnd: true });
    const page = await (await owner.request(`${PORTAL}?flash=recorded`)).text();
    expect(page).toContain('2026-12-01');
    expect(page).toContain('name="cancelAtPeriodEnd" value="false"');

    expect(
      (await owner.form(`${PORTAL}/subscription`, { cancelAtPeriodEnd: 'false' })).status,
    ).toBe(303);
    await applied();
    expect(await subscription()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('POST /api/stripe/subscription goes through the same use case: fewer extra seats, free ones removed', async () => {
    const owner = await as('owner@demo.test');
    const seats = await freeExtraSeats();
    const lower = seats.all - seats.free;
    const changed = await owner.json('POST', '/api/stripe/subscription', {
      extraSellerLicences: lower,
      billingPeriod: 'month',
    });
    expect(changed.status).toBe(200);
    expect(await answer(changed, '/api/stripe/subscription', 'post')).toMatchObject({
      extraSellerLicences: lower,
      billingPeriod: 'month',
    });
    await applied();
    expect(await freeExtraSeats()).toEqual({ all: lower, free: 0 });
    const state = await answer(
      await owner.request('/api/stripe/subscription'),
      '/api/stripe/subscription',
      'get',
    );
    expect(state).toMatchObject({ extraSellerLicences: lower, billingPeriod: 'month' });
  });

  it('refuses, with the page form back, fewer licences than the advisors hold or a bad number', async () => {
    const owner = await as('owner@demo.test');
    await runtime.database.db
      .updateTable('subscriptions')
      .set({ includedSellerLicences: 0 })
      .where('concessionId', '=', concessionId)
      .execute();
    const refused = await owner.form(`${PORTAL}/subscription`, { extra: '0', period: 'month' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('libérez des licences');
    const bad = await owner.form(`${PORTAL}/subscription`, { extra: 'lots', period: 'month' });
    expect(bad.status).toBe(422);
    const api = await owner.json('POST', '/api/stripe/subscription', { extraSellerLicences: 0 });
    expect((await failure(api)).code).toBe('SUBSCRIPTION.SEATS_IN_USE');
    // Another role has no portal.
    const advisor = await as('seller1@demo.test');
    expect((await advisor.request(PORTAL)).status).not.toBe(200);
  });
});
