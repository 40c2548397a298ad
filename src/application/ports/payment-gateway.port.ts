import type { BillingPeriod } from '#domain/billing/price.ts';
import type { ReceivedEvent } from '#domain/billing/payment-event.ts';

export type CheckoutRequest = {
  checkoutId: string;
  concessionId: string;
  customerEmail: string;
  /** The provider's customer of the dealership, when it already has one (a renewal). */
  customerId: string | null;
  productName: string;
  billingPeriod: BillingPeriod;
  /** What each period charges, in CAD cents. */
  amountCents: number;
  /** Kept on the provider's subscription, so its events say what it bills (decision 092). */
  extraSellerLicences: number;
  successUrl: string;
  cancelUrl: string;
};

/** A paid subscription's new terms, sent to the provider (decision 092). */
export type SubscriptionUpdate = {
  subscriptionId: string;
  concessionId: string;
  billingPeriod: BillingPeriod;
  amountCents: number;
  extraSellerLicences: number;
  cancelAtPeriodEnd: boolean;
};

/**
 * The payment provider (docs/spec/decisions.md sections 8 and 10): its hosted checkout, webhook
 * signatures and billing portal. `demo` is the local stand-in used without keys: its checkout is a
 * page of the app and its events are recorded by the app itself.
 */
export type PaymentGateway = {
  mode: 'stripe' | 'demo';
  createCheckout: (request: CheckoutRequest) => Promise<{ sessionId: string; url: string }>;
  /** The event of a signed webhook body, or null when the signature does not hold. */
  verifyWebhook: (rawBody: string, signature: string) => Promise<ReceivedEvent | null>;
  /** The provider's billing portal for a customer; the demo answers its own page. */
  createPortalSession: (customerId: string, returnUrl: string) => Promise<{ url: string }>;
  /**
   * Changes a paid subscription at the provider, whose subscription event then brings the change
   * back (decision 092). The demo has no provider: the app records that event itself.
   */
  updateSubscription: (update: SubscriptionUpdate) => Promise<void>;
};
