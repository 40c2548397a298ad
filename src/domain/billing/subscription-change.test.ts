import { describe, expect, it } from 'vitest';
import {
  demoChangeEvent,
  planSubscriptionChange,
  type ChangeableSubscription,
} from './subscription-change.ts';

const PAID: ChangeableSubscription = {
  status: 'active',
  providerSubscriptionId: 'sub_1',
  billingPeriod: 'month',
  basePriceCents: 49_900,
  unitPriceCents: 4_900,
  discountPercent: 10,
  includedSellerLicences: 5,
  extraSellerLicences: 2,
  cancelAtPeriodEnd: false,
};

describe('changing a paid subscription (decision 092)', () => {
  it('prices the new licences and period with the subscription’s own terms', () => {
    // (499 + 4 x 49) x 0.9 = 625.50 a month, x 12 a year.
    expect(
      planSubscriptionChange(PAID, { extraSellerLicences: 4, billingPeriod: 'year' }, 3),
    ).toEqual({
      ok: true,
      value: {
        extraSellerLicences: 4,
        billingPeriod: 'year',
        cancelAtPeriodEnd: false,
        amountCents: 750_600,
      },
    });
  });

  it('keeps what is left out: a cancellation alone keeps the licences and period', () => {
    const planned = planSubscriptionChange(PAID, { cancelAtPeriodEnd: true }, 0);
    expect(planned.ok && planned.value).toEqual({
      extraSellerLicences: 2,
      billingPeriod: 'month',
      cancelAtPeriodEnd: true,
      amountCents: 53_730, // (499 + 2 x 49) x 0.9
    });
  });

  it('refuses fewer advisor licences than the members hold, but allows exactly as many', () => {
    expect(planSubscriptionChange(PAID, { extraSellerLicences: 0 }, 6)).toEqual({
      ok: false,
      error: { code: 'SUBSCRIPTION.SEATS_IN_USE' },
    });
    expect(planSubscriptionChange(PAID, { extraSellerLicences: 1 }, 6).ok).toBe(true);
  });

  it('refuses a subscription never paid through the app, an ended one and too many licences', () => {
    const code = (current: ChangeableSubscription | null, extra = 1) => {
      const planned = planSubscriptionChange(current, { extraSellerLicences: extra }, 0);
      return planned.ok ? null : planned.error.code;
    };
    expect(code(null)).toBe('SUBSCRIPTION.NOT_PAID');
    expect(code({ ...PAID, providerSubscriptionId: null })).toBe('SUBSCRIPTION.NOT_PAID');
    expect(code({ ...PAID, status: 'cancelled' })).toBe('SUBSCRIPTION.ENDED');
    expect(code(PAID, 101)).toBe('SUBSCRIPTION.TOO_MANY_LICENCES');
    expect(code({ ...PAID, status: 'inactive' })).toBeNull();
  });

  it('the demo records the event the provider would send, with the new terms', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const event = demoChangeEvent({
      concessionId: 'c1',
      subscriptionId: 'demo_sub_c1',
      customerId: 'demo_cus_c1',
      providerStatus: 'active',
      periodStart: null,
      periodEnd: new Date('2026-12-27T10:00:00Z'),
      terms: {
        extraSellerLicences: 3,
        billingPeriod: 'year',
        cancelAtPeriodEnd: true,
        amountCents: 1,
      },
      now,
      eventId: 'demo_evt_1',
    });
    expect(event).toMatchObject({
      id: 'demo_evt_1',
      type: 'customer.subscription.updated',
      event: {
        kind: 'subscriptionChanged',
        cancelAtPeriodEnd: true,
        periodEnd: '2026-12-27T10:00:00.000Z',
        terms: { billingPeriod: 'year', extraSellerLicences: 3 },
        at: now.toISOString(),
      },
    });
  });
});
