import { describe, expect, it } from 'vitest';
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
 * The advisor licences a dealership pays for (decisions 103 and 104): the platform's PUT sets the
 * extra ones and refuses fewer than the advisors seated; a change made in the provider's own portal
 * comes back as a subscription event whose items (linked catalogue prices and quantities) say the
 * licences and period, its metadata being stale; only free seats are ever removed, members on an
 * extra seat moving to a free included one, and what the portal lowers below the seats in use is
 * held. The demo dealership: 5 included advisor seats taken, 4 extra seats, 1 of them taken.
 */
const KEYS = stripeKeys('licences', 3433);
const LINKS = 'price_plan_month=seller,price_plan_year=seller,prod_extra=supplementarySeller';
test.override({ worker: true, env: { ...KEYS.env, STRIPE_LICENCE_PRICES: LINKS } });

let stripe: FakeStripe;
let runtime: Runtime;
let concessionId: string;
const T0 = Math.floor(Date.parse('2026-11-27T12:00:00Z') / 1000);
const { concessionIdOf, userIdOf } = accountLookups(() => runtime.database);

test.beforeAll(async ({ runtime: given }) => {
  stripe = await startFakeStripe(KEYS.options);
  runtime = given;
  concessionId = await concessionIdOf('owner@demo.test');
  await given.database.db
    .updateTable('subscriptions')
    .set({
      status: 'active',
      providerStatus: 'active',
      providerSubscriptionId: 'sub_portal',
      providerCustomerId: 'cus_portal',
      providerUpdatedAt: null,
      setUpAt: new Date('2026-11-01T00:00:00Z'),
      billingPeriod: 'month',
      cancelAtPeriodEnd: false,
    })
    .where('concessionId', '=', concessionId)
    .execute();
});
test.afterAll(() => stripe.close());

const as = oneSignedInClientPerAccount(() => runtime);
const subscription = () => subscriptionRow(runtime, concessionId);

/** The dealership's advisor seats by kind: how many rows, and who holds them. */
const seats = async () => {
  const rows = await runtime.database.db
    .selectFrom('licences')
    .select(['kind', 'userId'])
    .where('concessionId', '=', concessionId)
    .where('kind', 'in', ['seller', 'supplementarySeller'])
    .execute();
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return {
    included: of('seller').length,
    extra: of('supplementarySeller').length,
    extraTaken: of('supplementarySeller').filter((row) => row.userId).length,
    holders: rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  };
};

const kindHeldBy = async (email: string) =>
  (
    await runtime.database.db
      .selectFrom('licences')
      .select('kind')
      .where('userId', '=', await userIdOf(email))
      .executeTakeFirst()
  )?.kind ?? null;

const putLicences = async (who: string, extraSellerLicences: number) =>
  (await as(who)).json('PUT', `/api/concessions/${concessionId}/subscription`, {
    extraSellerLicences,
  });

/** A subscription event as the portal sends it: items of linked prices, stale metadata. */
const portalEvent = (
  id: string,
  created: number,
  fields: { extra: number; interval?: string; cancelAt?: number | null },
) => ({
  id,
  type: 'customer.subscription.updated',
  created,
  object: {
    id: 'sub_portal',
    customer: 'cus_portal',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: fields.cancelAt ?? null,
    // What our own checkout set, never updated by the portal.
    metadata: { concessionId, extraSellerLicences: '4' },
    items: {
      data: [
        {
          id: 'si_plan',
          quantity: 1,
          price: {
            id: `price_plan_${fields.interval ?? 'month'}`,
            product: 'prod_plan',
            recurring: { interval: fields.interval ?? 'month' },
          },
        },
        ...(fields.extra > 0
          ? [
              {
                id: 'si_extra',
                quantity: fields.extra,
                price: {
                  id: `price_extra_${fields.interval ?? 'month'}`,
                  product: 'prod_extra',
                  recurring: { interval: fields.interval ?? 'month' },
                },
              },
            ]
          : []),
      ],
    },
  },
});

const deliver = async (event: ReturnType<typeof portalEvent>) => {
  const response = await deliverEvent(runtime, stripe, event);
  expect(response.status).toBe(200);
  const { duplicate } = await answer(response, '/api/stripe/webhook', 'post');
  await eventProcessed(runtime, event.id);
  return duplicate;
};

describe('PUT /api/concessions/{id}/subscription: the extra advisor licences', () => {
  it('refuses fewer licences than the advisors seated, in French and English, changing nothing', async () => {
    const before = await seats();
    const refused = await putLicences('pradmin@demo.test', 0);
    expect(refused.status).toBe(409);
    expect(await failure(refused)).toEqual({
      code: 'SUBSCRIPTION.SEATS_IN_USE',
      message:
        'Les conseillers de cette concession occupent plus de licences que ce nombre : le propriétaire doit en libérer avant qu’on le réduise.',
    });
    await runtime.database.db
      .updateTable('users')
      .set({ language: 'en' })
      .where('email', '=', 'bpm@demo.test')
      .execute();
    const inEnglish = await putLicences('bpm@demo.test', 0);
    expect(inEnglish.status).toBe(409);
    expect((await failure(inEnglish)).message).toBe(
      'This dealership’s advisors hold more licences than that number: the owner must free some before it can be lowered.',
    );
    expect(await seats()).toEqual(before);
    expect((await subscription()).extraSellerLicences).toBe(4);
  });

  it('lowers to the seats in use by removing only the free extra seats', async () => {
    const holders = (await seats()).holders;
    const lowered = await putLicences('pradmin@demo.test', 1);
    expect(lowered.status).toBe(200);
    const body = await answer(lowered, '/api/concessions/{id}/subscription', 'put');
    expect(body.extraSellerLicences).toBe(1);
    expect(await seats()).toMatchObject({ included: 5, extra: 1, extraTaken: 1 });
    expect((await seats()).holders.sort()).toEqual(holders.sort());
    expect(await kindHeldBy('seller6@demo.test')).toBe('supplementarySeller');
  });

  it('moves a member from an extra seat to a free included one before removing it', async () => {
    // seller1 leaves their included seat (a member deleted frees it).
    await runtime.database.db
      .updateTable('licences')
      .set({ userId: null, assignedAt: null })
      .where('userId', '=', await userIdOf('seller1@demo.test'))
      .execute();
    const lowered = await putLicences('pradmin@demo.test', 0);
    expect(lowered.status).toBe(200);
    expect(await seats()).toMatchObject({ included: 5, extra: 0, extraTaken: 0 });
    expect(await kindHeldBy('seller6@demo.test')).toBe('seller');
    expect((await subscription()).extraSellerLicences).toBe(0);
  });

  it('is the platform’s: the owner may not call it', async () => {
    const owner = await putLicences('owner@demo.test', 3);
    expect(owner.status).toBe(403);
    const empty = await (
      await as('pradmin@demo.test')
    ).json('PUT', `/api/concessions/${concessionId}/subscription`, {});
    expect(empty.status).toBe(400);
  });
});

describe('a change made in the provider’s portal (webhook)', () => {
  it('reads the licences and period from the subscription’s items, not the stale metadata', async () => {
    expect(await deliver(portalEvent('evt_portal_1', T0, { extra: 3 }))).toBe(false);
    expect(await subscription()).toMatchObject({
      billingPeriod: 'month',
      extraSellerLicences: 3,
      cancelAtPeriodEnd: false,
    });
    expect(await seats()).toMatchObject({ extra: 3, extraTaken: 0 });
  });

  it('applies the same event delivered twice once', async () => {
    expect(await deliver(portalEvent('evt_portal_1', T0, { extra: 3 }))).toBe(true);
    expect(await seats()).toMatchObject({ extra: 3 });
  });

  it('switches the period and cancels at a date; an older event delivered late changes nothing', async () => {
    const periodEnd = T0 + 30 * 86_400;
    await deliver(
      portalEvent('evt_portal_2', T0 + 60, { extra: 2, interval: 'year', cancelAt: periodEnd }),
    );
    expect(await subscription()).toMatchObject({
      billingPeriod: 'year',
      extraSellerLicences: 2,
      cancelAtPeriodEnd: true,
    });
    await deliver(portalEvent('evt_portal_old', T0 + 30, { extra: 5 }));
    expect(await subscription()).toMatchObject({ billingPeriod: 'year', extraSellerLicences: 2 });
    expect(await seats()).toMatchObject({ extra: 2 });
  });

  it('holds the extra seats members occupy when the portal lowers below them', async () => {
    // seller1 comes back on an extra seat: 6 advisors seated, 2 extra seats, 1 taken.
    const free = await runtime.database.db
      .selectFrom('licences')
      .select('id')
      .where('concessionId', '=', concessionId)
      .where('kind', '=', 'supplementarySeller')
      .where('userId', 'is', null)
      .executeTakeFirstOrThrow();
    await runtime.database.db
      .updateTable('licences')
      .set({ userId: await userIdOf('seller1@demo.test'), assignedAt: new Date() })
      .where('id', '=', free.id)
      .execute();
    await deliver(portalEvent('evt_portal_3', T0 + 120, { extra: 0, interval: 'year' }));
    // Billed as the provider says; the free extra seat went, seller1 keeps theirs.
    expect((await subscription()).extraSellerLicences).toBe(0);
    expect(await seats()).toMatchObject({ included: 5, extra: 1, extraTaken: 1 });
    expect(await kindHeldBy('seller1@demo.test')).toBe('supplementarySeller');
  });
});
