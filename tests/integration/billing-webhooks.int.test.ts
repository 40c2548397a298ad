import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { answer, failure, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';
import { test } from '#tests/fixtures/integration.ts';
import {
  deliverEvent,
  eventProcessed,
  stripeKeys,
  subscriptionRow,
} from '#tests/fixtures/billing.ts';
import { startFakeStripe, type FakeStripe } from '#tests/mocks/stripe-server.ts';

/*
 * Checkout and webhooks with keys (decision 069): the official SDK against a local fake of Stripe's
 * API; signed events stored once by id, applied by the worker's job, order-independent.
 */
const KEYS = stripeKeys('billing', 3431);
test.override({ worker: true, env: KEYS.env });

let stripe: FakeStripe;
let runtime: Runtime;
let concessionId: string;
test.beforeAll(async ({ runtime: given }) => {
  stripe = await startFakeStripe(KEYS.options);
  runtime = given;
  const owner = await given.database.db
    .selectFrom('users')
    .select('concessionId')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  concessionId = owner.concessionId ?? '';
  // A dealership that has never paid.
  await given.database.db
    .updateTable('subscriptions')
    .set({ status: 'neverCreated', setUpAt: null, providerSubscriptionId: null })
    .where('concessionId', '=', concessionId)
    .execute();
});
test.afterAll(() => stripe.close());

const as = oneSignedInClientPerAccount(() => runtime);

const deliver = (event: Parameters<FakeStripe['signedEvent']>[0], secret?: string) =>
  deliverEvent(runtime, stripe, event, secret);
const subscription = () => subscriptionRow(runtime, concessionId);
const processed = (eventId: string) => eventProcessed(runtime, eventId);

let checkoutId: string;
const T0 = Math.floor(Date.parse('2026-11-26T12:00:00Z') / 1000);

describe('checkout with the provider', () => {
  it("sends the owner to the provider's hosted page at the price computed", async () => {
    const owner = await as('owner@demo.test');
    const plans = await answer(await owner.request('/api/plans'), '/api/plans', 'get');
    const monthly = plans.plans.find((plan) => plan.code === 'monthly');
    const started = await owner.json('POST', '/api/stripe/checkout', {
      planId: monthly?.id,
      extraSellerLicences: 2,
    });
    expect(started.status).toBe(201);
    const body = await answer(started, '/api/stripe/checkout', 'post');
    checkoutId = body.checkoutId;
    expect(body.url).toBe(`${stripe.url}/pay/cs_test_1`);
    const [request] = stripe.requests;
    // (499 + 2 x 49) $ a month, no discount.
    expect(request?.form['line_items[0][price_data][unit_amount]']).toBe('59700');
    expect(request?.form['line_items[0][price_data][recurring][interval]']).toBe('month');
    expect(request?.form.client_reference_id).toBe(checkoutId);
  });
});

describe('webhooks', () => {
  it('refuses a body whose signature does not hold with 400', async () => {
    const response = await deliver(
      { id: 'evt_forged', type: 'checkout.session.completed', created: T0, object: {} },
      'whsec_someone_else',
    );
    expect(response.status).toBe(400);
    expect((await failure(response)).code).toBe('WEBHOOK.BAD_SIGNATURE');
    const stored = await runtime.database.db
      .selectFrom('paymentEvents')
      .select('id')
      .where('providerEventId', '=', 'evt_forged')
      .execute();
    expect(stored).toEqual([]);
  });

  it('applies the same event delivered twice once: the checkout completes, the licences are bought', async () => {
    const event = {
      id: 'evt_completed',
      type: 'checkout.session.completed',
      created: T0,
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: checkoutId,
        customer: 'cus_1',
        subscription: 'sub_1',
      },
    };
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await answer(first, '/api/stripe/webhook', 'post')).toEqual({
      received: true,
      duplicate: false,
    });
    const second = await deliver(event);
    expect(await answer(second, '/api/stripe/webhook', 'post')).toEqual({
      received: true,
      duplicate: true,
    });
    await processed('evt_completed');

    const rows = await runtime.database.db
      .selectFrom('paymentEvents')
      .select(['id', 'attempts'])
      .where('providerEventId', '=', 'evt_completed')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attempts).toBe(1);
    expect(await subscription()).toMatchObject({
      status: 'pending_set_up',
      providerSubscriptionId: 'sub_1',
    });
    const extra = await runtime.database.db
      .selectFrom('licences')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('concessionId', '=', concessionId)
      .where('kind', '=', 'supplementarySeller')
      .executeTakeFirstOrThrow();
    expect(Number(extra.count)).toBeGreaterThanOrEqual(2);
  });

  it('an older event delivered after a newer one changes nothing', async () => {
    const update = (id: string, created: number, status: string) =>
      deliver({
        id,
        type: 'customer.subscription.updated',
        created,
        object: {
          id: 'sub_1',
          object: 'subscription',
          customer: 'cus_1',
          status,
          cancel_at_period_end: false,
          metadata: { concessionId },
          items: { data: [{ current_period_start: T0, current_period_end: T0 + 30 * 86_400 }] },
        },
      });
    expect((await update('evt_newer', T0 + 120, 'past_due')).status).toBe(200);
    await processed('evt_newer');
    expect(await subscription()).toMatchObject({ status: 'inactive', providerStatus: 'past_due' });

    expect((await update('evt_older', T0 + 60, 'active')).status).toBe(200);
    await processed('evt_older');
    expect(await subscription()).toMatchObject({ status: 'inactive', providerStatus: 'past_due' });

    const owner = await as('owner@demo.test');
    const state = await answer(
      await owner.request('/api/stripe/subscription'),
      '/api/stripe/subscription',
      'get',
    );
    expect(state).toMatchObject({ status: 'inactive', lastCheckout: { status: 'completed' } });
  });
});

describe('the platform sets the subscription up', () => {
  it('PUT /api/concessions/{id}/subscription: the PR admin activates, the owner may not', async () => {
    const owner = await as('owner@demo.test');
    const refused = await owner.json('PUT', `/api/concessions/${concessionId}/subscription`, {
      status: 'active',
    });
    expect(refused.status).toBe(403);
    const admin = await as('pradmin@demo.test');
    const unknown = await admin.json(
      'PUT',
      '/api/concessions/00000000-0000-4000-8000-000000000000/subscription',
      { status: 'active' },
    );
    expect(unknown.status).toBe(404);
    const done = await admin.json('PUT', `/api/concessions/${concessionId}/subscription`, {
      status: 'active',
    });
    expect(done.status).toBe(200);
    expect(await answer(done, '/api/concessions/{id}/subscription', 'put')).toMatchObject({
      status: 'active',
    });
    // Set up: a later "active" from the provider stays active, no longer pending.
    expect(
      (
        await deliver({
          id: 'evt_renewed',
          type: 'customer.subscription.updated',
          created: T0 + 600,
          object: { id: 'sub_1', customer: 'cus_1', status: 'active', metadata: { concessionId } },
        })
      ).status,
    ).toBe(200);
    await processed('evt_renewed');
    expect(await subscription()).toMatchObject({ status: 'active', providerStatus: 'active' });
  });
});
