import type {
  InvoiceStatus,
  ProviderItem,
  PaymentEvent,
  ReceivedEvent,
  SubscriptionTerms,
} from '#domain/billing/payment-event.ts';
import { BILLING_PERIODS } from '#domain/billing/price.ts';
import { INVOICE_STATUSES } from '#domain/billing/payment-event.ts';

/*
 * Stripe's webhook events in our words (docs/decisions/069-checkout-and-webhooks.md). Only the
 * fields we use are read, defensively: an event of a kind we do not use is `ignored`, stored once
 * like any other. `at` is the event's `created` time: the time of the object state it carries.
 */

type Json = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** An id given as a string or as an expanded object. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const iso = (seconds: number | null) =>
  seconds === null ? null : new Date(seconds * 1000).toISOString();

const checkoutEvent = (type: string, session: Json, at: string): PaymentEvent => {
  const checkoutId = str(session.client_reference_id);
  if (!checkoutId || !UUID.test(checkoutId)) return { kind: 'ignored', type };
  if (type === 'checkout.session.completed') {
    return {
      kind: 'checkoutCompleted',
      checkoutId,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      at,
    };
  }
  return {
    kind: 'checkoutFailed',
    checkoutId,
    reason: type === 'checkout.session.expired' ? 'expired' : 'failed',
    at,
  };
};

/**
 * The licences and period our checkout or a change set (decision 092): the extra advisor licences
 * in the metadata, the period as the item's price recurs. Absent when either is missing.
 */
const termsOf = (metadata: Json, item: Json): SubscriptionTerms | undefined => {
  const extra = str(metadata.extraSellerLicences);
  const interval = str(obj(obj(item.price).recurring).interval);
  const billingPeriod = BILLING_PERIODS.find((period) => period === interval);
  if (extra === null || !/^\d{1,3}$/.test(extra) || !billingPeriod) return undefined;
  return { billingPeriod, extraSellerLicences: Number(extra) };
};

/** Each item's price, product, quantity and recurrence (decision 103). */
const itemsOf = (items: readonly unknown[]): ProviderItem[] =>
  items.map((raw) => {
    const item = obj(raw);
    const price = obj(item.price);
    return {
      priceId: idOf(item.price),
      productId: idOf(price.product),
      quantity: Math.max(0, Math.trunc(num(item.quantity) ?? 1)),
      interval: str(obj(price.recurring).interval),
    };
  });

const subscriptionEvent = (subscription: Json, at: string): PaymentEvent => {
  const items = obj(subscription.items).data;
  const list = Array.isArray(items) ? items.slice(0, 20) : [];
  // The period sits on the subscription (older API versions) or on its items (newer ones).
  const item = obj(list[0]);
  const metadata = obj(subscription.metadata);
  const concessionId = str(metadata.concessionId);
  const terms = termsOf(metadata, item);
  return {
    kind: 'subscriptionChanged',
    subscriptionId: idOf(subscription.id) ?? '',
    customerId: idOf(subscription.customer),
    concessionId: concessionId && UUID.test(concessionId) ? concessionId : null,
    providerStatus: str(subscription.status) ?? 'unpaid',
    periodStart: iso(num(subscription.current_period_start) ?? num(item.current_period_start)),
    periodEnd: iso(num(subscription.current_period_end) ?? num(item.current_period_end)),
    // The portal of newer API versions cancels at a date (the period's end) instead.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end === true || num(subscription.cancel_at) !== null,
    ...(terms ? { terms } : {}),
    items: itemsOf(list),
    at,
  };
};

const invoiceEvent = (invoice: Json, at: string): PaymentEvent => {
  const status = str(invoice.status);
  const parent = obj(obj(invoice.parent).subscription_details);
  return {
    kind: 'invoiceChanged',
    invoiceId: idOf(invoice.id) ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.subscription) ?? idOf(parent.subscription),
    number: str(invoice.number),
    totalCents: Math.max(0, num(invoice.total) ?? 0),
    status: INVOICE_STATUSES.includes(status as InvoiceStatus) ? (status as InvoiceStatus) : 'open',
    issuedAt: iso(num(invoice.created)) ?? at,
    paidAt: iso(num(obj(invoice.status_transitions).paid_at)),
    periodStart: iso(num(invoice.period_start)),
    periodEnd: iso(num(invoice.period_end)),
    hostedUrl: str(invoice.hosted_invoice_url),
    pdfUrl: str(invoice.invoice_pdf),
    at,
  };
};

/** A verified Stripe event as we store it. */
export const fromStripeEvent = (raw: unknown): ReceivedEvent | null => {
  const event = obj(raw);
  const id = str(event.id);
  const type = str(event.type);
  const created = num(event.created);
  if (!id || !type || created === null) return null;
  const at = new Date(created * 1000).toISOString();
  const object = obj(obj(event.data).object);
  const received = (payment: PaymentEvent): ReceivedEvent => ({ id, type, event: payment });
  if (type.startsWith('checkout.session.')) {
    return received(
      [
        'checkout.session.completed',
        'checkout.session.expired',
        'checkout.session.async_payment_failed',
      ].includes(type)
        ? checkoutEvent(type, object, at)
        : { kind: 'ignored', type },
    );
  }
  if (type.startsWith('customer.subscription.') && idOf(object.id)) {
    return received(subscriptionEvent(object, at));
  }
  if (type.startsWith('invoice.') && idOf(object.id)) return received(invoiceEvent(object, at));
  return received({ kind: 'ignored', type });
};
