import { describe, expect, it } from 'vitest';
import { fromStripeEvent } from './stripe-events.ts';

const CHECKOUT = '2b1d0c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const event = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  type,
  created: 1_795_000_000,
  data: { object },
});

describe("Stripe's events in our words (decision 069)", () => {
  it('a completed checkout names our checkout, the customer and the subscription', () => {
    expect(
      fromStripeEvent(
        event('checkout.session.completed', {
          client_reference_id: CHECKOUT,
          customer: 'cus_1',
          subscription: { id: 'sub_1' },
        }),
      )?.event,
    ).toEqual({
      kind: 'checkoutCompleted',
      checkoutId: CHECKOUT,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      at: new Date(1_795_000_000_000).toISOString(),
    });
  });

  it("a subscription's period is read from its items when the subscription has none", () => {
    const received = fromStripeEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        status: 'past_due',
        metadata: { concessionId: CHECKOUT },
        items: {
          data: [{ current_period_start: 1_795_000_000, current_period_end: 1_797_592_000 }],
        },
      }),
    );
    expect(received?.event).toMatchObject({
      kind: 'subscriptionChanged',
      providerStatus: 'past_due',
      concessionId: CHECKOUT,
      periodEnd: new Date(1_797_592_000_000).toISOString(),
    });
  });

  it('the licences and period the subscription bills are read from its metadata and price', () => {
    const changed = (metadata: Record<string, unknown>) =>
      fromStripeEvent(
        event('customer.subscription.updated', {
          id: 'sub_1',
          status: 'active',
          metadata,
          items: { data: [{ price: { recurring: { interval: 'year' } } }] },
        }),
      )?.event;
    expect(changed({ extraSellerLicences: '4' })).toMatchObject({
      terms: { billingPeriod: 'year', extraSellerLicences: 4 },
    });
    expect(changed({})).not.toHaveProperty('terms');
    expect(changed({ extraSellerLicences: '-1' })).not.toHaveProperty('terms');
  });

  it('an invoice keeps its number, total, status and documents', () => {
    expect(
      fromStripeEvent(
        event('invoice.paid', {
          id: 'in_1',
          customer: 'cus_1',
          number: 'BP-0001',
          total: 59_700,
          status: 'paid',
          created: 1_795_000_000,
          status_transitions: { paid_at: 1_795_000_100 },
          invoice_pdf: 'https://pay.example/in_1.pdf',
        }),
      )?.event,
    ).toMatchObject({
      kind: 'invoiceChanged',
      number: 'BP-0001',
      totalCents: 59_700,
      status: 'paid',
    });
  });

  it('an event we do not use, or a checkout not ours, is stored as ignored; a malformed one is refused', () => {
    expect(fromStripeEvent(event('charge.refunded', { id: 'ch_1' }))?.event.kind).toBe('ignored');
    expect(
      fromStripeEvent(event('checkout.session.completed', { client_reference_id: 'other' }))?.event
        .kind,
    ).toBe('ignored');
    expect(fromStripeEvent({ type: 'invoice.paid' })).toBeNull();
  });
});
