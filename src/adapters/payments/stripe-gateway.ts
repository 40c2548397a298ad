import type { Stripe } from 'stripe';
import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';
import { fromStripeEvent } from './stripe-events.ts';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or the local fake in tests (STRIPE_API_URL). */
  apiUrl: string;
  timeoutMs?: number;
};

/**
 * The payment provider through its official SDK (docs/decisions/069): hosted Checkout in
 * subscription mode with the price of the checkout, signed webhooks, the billing portal. The SDK's
 * `host`, `port` and `protocol` settings point it at STRIPE_API_URL.
 */
export const createStripeGateway = (options: StripeOptions): PaymentGateway => {
  // Loaded once, on first use: a start without keys never pays for the SDK.
  let loaded: Promise<Stripe> | undefined;
  const stripe = () => {
    loaded ??= import('stripe').then(({ default: Stripe }) => {
      const url = new URL(options.apiUrl);
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      return new Stripe(options.secretKey, {
        host: url.hostname,
        port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
        protocol,
        timeout: options.timeoutMs ?? 10_000,
        maxNetworkRetries: 1,
      });
    });
    return loaded;
  };
  return {
    mode: 'stripe',
    createCheckout: async (request) => {
      const session = await (
        await stripe()
      ).checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: request.checkoutId,
        ...(request.customerId
          ? { customer: request.customerId }
          : { customer_email: request.customerEmail }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'cad',
              unit_amount: request.amountCents,
              recurring: { interval: request.billingPeriod },
              product_data: { name: request.productName },
            },
          },
        ],
        metadata: { concessionId: request.concessionId, checkoutId: request.checkoutId },
        subscription_data: {
          metadata: {
            concessionId: request.concessionId,
            extraSellerLicences: String(request.extraSellerLicences),
          },
        },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('the checkout session has no URL');
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook: async (rawBody, signature) => {
      try {
        const event = (await stripe()).webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
        );
        return fromStripeEvent(event);
      } catch {
        return null;
      }
    },
    createPortalSession: async (customerId, returnUrl) => {
      const session = await (
        await stripe()
      ).billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    updateSubscription: async (update) => {
      const client = await stripe();
      // The item's product is kept: only its inline price, the metadata and the cancellation move.
      const subscription = await client.subscriptions.retrieve(update.subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error('the subscription has no item');
      const product = item.price.product;
      await client.subscriptions.update(update.subscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: 'cad',
              unit_amount: update.amountCents,
              recurring: { interval: update.billingPeriod },
              product: typeof product === 'string' ? product : product.id,
            },
          },
        ],
        cancel_at_period_end: update.cancelAtPeriodEnd,
        proration_behavior: 'create_prorations',
        metadata: {
          concessionId: update.concessionId,
          extraSellerLicences: String(update.extraSellerLicences),
        },
      });
    },
  };
};
