import { describe, expect, it } from 'vitest';
import { periodPriceCents } from '#domain/billing/price.ts';
import type { Runtime } from '#composition/index.ts';
import {
  accountLookups,
  answer,
  failure,
  oneSignedInClientPerAccount,
} from '#tests/fixtures/api.ts';
import { test } from '#tests/fixtures/integration.ts';
import {
  deliverEvent,
  eventProcessed,
  stripeKeys,
  subscriptionRow,
} from '#tests/fixtures/billing.ts';
import { startFakeStripe, type FakeStripe } from '#tests/mocks/stripe-server.ts';

/*
 * POST /api/stripe/subscription with keys (decision 092): the change is checked, sent to the
 * provider through the official SDK (a local fake of Stripe's API), and becomes ours when the
 * provider's subscription event comes back through the webhook and the job.
 */
const KEYS = stripeKeys('changes', 3432);
test.override({ worker: true, env: KEYS.env });

let stripe: FakeStripe;
let runtime: Runtime;
let concessionId: string;
const T0 = Math.floor(Date.parse('2026-11-27T12:00:00Z') / 1000);

const { concessionIdOf: ownerConcession } = accountLookups(() => runtime.database);

test.beforeAll(async ({ runtime: given }) => {
  stripe = await startFakeStripe(KEYS.options);
  runtime = given;
  concessionId = await ownerConcession('owner@demo.test');
  // A subscription paid through the provider, set up, before any event of ours.
  await given.database.db
    .updateTable('subscriptions')
    .set({
      status: 'active',
      providerStatus: 'active',
      providerSubscriptionId: 'sub_9',
      providerCustomerId: 'cus_9',
      providerUpdatedAt: null,
      setUpAt: new Date('2026-11-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
    })
    .where('concessionId', '=', concessionId)
    .execute();
  // The other dealership never paid through the app.
  await given.database.db
    .updateTable('subscriptions')
    .set({ providerSubscriptionId: null })
    .where('concessionId', '=', await ownerConcession('owner2@demo.test'))
    .execute();
});
test.afterAll(() => stripe.close());

const as = oneSignedInClientPerAccount(() => runtime);

const subscription = () => subscriptionRow(runtime, concessionId);

const extraSeats = async () => {
  const row = await runtime.database.db
    .selectFrom('licences')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('concessionId', '=', concessionId)
    .where('kind', '=', 'supplementarySeller')
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

const seated = async () => {
  const row = await runtime.database.db
    .selectFrom('licences')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('concessionId', '=', concessionId)
    .where('kind', 'in', ['seller', 'supplementarySeller'])
    .where('userId', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

const deliver = (event: Parameters<FakeStripe['signedEvent']>[0]) =>
  deliverEvent(runtime, stripe, event);
const processed = (eventId: string) => eventProcessed(runtime, eventId);

describe('POST /api/stripe/subscription with the provider', () => {
  it('sends the new licences and period to the provider, at the price of the subscription', async () => {
    const before = await subscription();
    const extra = Math.max(0, (await seated()) - before.includedSellerLicences) + 4;
    const owner = await as('owner@demo.test');
    const changed = await owner.json('POST', '/api/stripe/subscription', {
      extraSellerLicences: extra,
      billingPeriod: 'year',
    });
    expect(changed.status).toBe(200);
    const amount = periodPriceCents(
      {
        basePriceCents: before.basePriceCents,
        unitPriceCents: before.unitPriceCents,
        discountPercent: Number(before.discountPercent),
      },
      extra,
      'year',
    );
    expect(await answer(changed, '/api/stripe/subscription', 'post')).toEqual({
      extraSellerLicences: extra,
      billingPeriod: 'year',
      cancelAtPeriodEnd: false,
      amountCents: amount,
    });
    const update = stripe.requests.find((request) => request.form['items[0][id]']);
    expect(update?.path).toBe('/v1/subscriptions/sub_9');
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_sub_9',
      'items[0][price_data][product]': 'prod_sub_9',
      'items[0][price_data][unit_amount]': String(amount),
      'items[0][price_data][recurring][interval]': 'year',
      'metadata[extraSellerLicences]': String(extra),
      cancel_at_period_end: 'false',
    });
    // Nothing is ours until the provider says so.
    expect((await subscription()).billingPeriod).toBe(before.billingPeriod);

    const delivered = await deliver({
      id: 'evt_changed',
      type: 'customer.subscription.updated',
      created: T0,
      object: {
        id: 'sub_9',
        customer: 'cus_9',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { concessionId, extraSellerLicences: String(extra) },
        items: { data: [{ price: { recurring: { interval: 'year' } } }] },
      },
    });
    expect(delivered.status).toBe(200);
    await processed('evt_changed');
    expect(await subscription()).toMatchObject({
      status: 'active',
      billingPeriod: 'year',
      extraSellerLicences: extra,
    });
    expect(await extraSeats()).toBe(extra);
  });

  it('cancels at the end of the period, and takes it back', async () => {
    const owner = await as('owner@demo.test');
    const cancelled = await owner.json('POST', '/api/stripe/subscription', {
      cancelAtPeriodEnd: true,
    });
    expect(cancelled.status).toBe(200);
    expect(stripe.requests.at(-1)?.form.cancel_at_period_end).toBe('true');
    const back = await owner.json('POST', '/api/stripe/subscription', { cancelAtPeriodEnd: false });
    expect(back.status).toBe(200);
    expect(stripe.requests.at(-1)?.form.cancel_at_period_end).toBe('false');
  });

  it('refuses fewer licences than the advisors hold, a dealership that never paid, and an empty change', async () => {
    const owner = await as('owner@demo.test');
    await runtime.database.db
      .updateTable('subscriptions')
      .set({ includedSellerLicences: 0 })
      .where('concessionId', '=', concessionId)
      .execute();
    const sent = stripe.requests.length;
    const tooFew = await owner.json('POST', '/api/stripe/subscription', {
      extraSellerLicences: Math.max(0, (await seated()) - 1),
    });
    expect(tooFew.status).toBe(409);
    expect((await failure(tooFew)).code).toBe('SUBSCRIPTION.SEATS_IN_USE');
    expect(stripe.requests.length).toBe(sent);

    const never = await (
      await as('owner2@demo.test')
    ).json('POST', '/api/stripe/subscription', {
      cancelAtPeriodEnd: true,
    });
    expect(never.status).toBe(409);
    expect((await failure(never)).code).toBe('SUBSCRIPTION.NOT_PAID');

    const empty = await owner.json('POST', '/api/stripe/subscription', {});
    expect(empty.status).toBe(400);
    const advisor = await (
      await as('seller1@demo.test')
    ).json('POST', '/api/stripe/subscription', {
      cancelAtPeriodEnd: true,
    });
    expect(advisor.status).toBe(403);
  });

  it('an ended subscription is paid again, not changed', async () => {
    await runtime.database.db
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('concessionId', '=', concessionId)
      .execute();
    const owner = await as('owner@demo.test');
    const ended = await owner.json('POST', '/api/stripe/subscription', { billingPeriod: 'month' });
    expect(ended.status).toBe(409);
    expect((await failure(ended)).code).toBe('SUBSCRIPTION.ENDED');
  });
});
