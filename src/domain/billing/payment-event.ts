import type { BillingPeriod } from './price.ts';

/*
 * A payment provider's webhook event in our words (docs/decisions/069-checkout-and-webhooks.md):
 * the adapter of each provider turns its own events into these; the job applies them. Times are
 * ISO strings (the event is stored as JSON), `at` the time of the provider's object state.
 */
export type PaymentEvent =
  | {
      kind: 'checkoutCompleted';
      checkoutId: string;
      customerId: string | null;
      subscriptionId: string | null;
      at: string;
    }
  | { kind: 'checkoutFailed'; checkoutId: string; reason: 'failed' | 'expired'; at: string }
  | {
      kind: 'subscriptionChanged';
      subscriptionId: string;
      customerId: string | null;
      /** Our dealership, from the metadata the checkout set on the subscription. */
      concessionId: string | null;
      providerStatus: string;
      periodStart: string | null;
      periodEnd: string | null;
      cancelAtPeriodEnd: boolean;
      /**
       * The licences and period the subscription bills (set by our checkout and changes in the
       * provider's metadata and price); left out when the provider's object does not say.
       */
      terms?: SubscriptionTerms;
      /**
       * The subscription's items (prices and quantities): a change made in the provider's own
       * portal says its licences only there (decision 103). Absent in events stored before.
       */
      items?: ProviderItem[];
      at: string;
    }
  | {
      kind: 'invoiceChanged';
      invoiceId: string;
      customerId: string | null;
      subscriptionId: string | null;
      number: string | null;
      totalCents: number;
      status: InvoiceStatus;
      issuedAt: string;
      paidAt: string | null;
      periodStart: string | null;
      periodEnd: string | null;
      hostedUrl: string | null;
      pdfUrl: string | null;
      at: string;
    }
  | { kind: 'ignored'; type: string };

/** One item of the provider's subscription, in our words. */
export type ProviderItem = {
  priceId: string | null;
  productId: string | null;
  quantity: number;
  /** The price's recurrence as the provider says it (`month`, `year`, ...). */
  interval: string | null;
};

export type SubscriptionTerms = { billingPeriod: BillingPeriod; extraSellerLicences: number };

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
export const INVOICE_STATUSES = [
  'draft',
  'open',
  'paid',
  'void',
  'uncollectible',
] as const satisfies readonly InvoiceStatus[];

/** A provider event as received: its id (stored once) and what it says. */
export type ReceivedEvent = { id: string; type: string; event: PaymentEvent };
