import type { ReceivedEvent } from './payment-event.ts';
import type { BillingPeriod } from './price.ts';

export type DemoOutcome = 'paid' | 'declined';

/**
 * What the provider would send when the demo payment page is paid or declined
 * (docs/spec/decisions.md section 10): the same events, applied by the same job. `eventId` makes
 * each event's id (random in the app, fixed in tests).
 */
export const demoPaymentEvents = (input: {
  checkout: {
    id: string;
    concessionId: string;
    billingPeriod: BillingPeriod;
    amountCents: number;
    extraSellerLicences: number;
  };
  outcome: DemoOutcome;
  now: Date;
  eventId: () => string;
}): ReceivedEvent[] => {
  const { checkout, now } = input;
  const at = now.toISOString();
  if (input.outcome === 'declined') {
    return [
      {
        id: input.eventId(),
        type: 'checkout.session.async_payment_failed',
        event: { kind: 'checkoutFailed', checkoutId: checkout.id, reason: 'failed', at },
      },
    ];
  }
  const customerId = `demo_cus_${checkout.concessionId}`;
  const subscriptionId = `demo_sub_${checkout.concessionId}`;
  const end = new Date(now);
  if (checkout.billingPeriod === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  const stamp = at.slice(0, 10).replaceAll('-', '');
  return [
    {
      id: input.eventId(),
      type: 'checkout.session.completed',
      event: { kind: 'checkoutCompleted', checkoutId: checkout.id, customerId, subscriptionId, at },
    },
    {
      id: input.eventId(),
      type: 'customer.subscription.created',
      event: {
        kind: 'subscriptionChanged',
        subscriptionId,
        customerId,
        concessionId: checkout.concessionId,
        providerStatus: 'active',
        periodStart: at,
        periodEnd: end.toISOString(),
        cancelAtPeriodEnd: false,
        terms: {
          billingPeriod: checkout.billingPeriod,
          extraSellerLicences: checkout.extraSellerLicences,
        },
        at,
      },
    },
    {
      id: input.eventId(),
      type: 'invoice.paid',
      event: {
        kind: 'invoiceChanged',
        invoiceId: `demo_in_${checkout.id}`,
        customerId,
        subscriptionId,
        number: `BP-DEMO-${stamp}-${checkout.id.slice(0, 6).toUpperCase()}`,
        totalCents: checkout.amountCents,
        status: 'paid',
        issuedAt: at,
        paidAt: at,
        periodStart: at,
        periodEnd: end.toISOString(),
        hostedUrl: null,
        pdfUrl: null,
        at,
      },
    },
  ];
};
