import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';

/** The demo payment page of a checkout and the demo billing portal (pages of the app). */
const DEMO_CHECKOUT_PATH = '/owner/checkout/demo';
const DEMO_PORTAL_PATH = '/owner/settings/billing-portal';

/**
 * Without payment-provider keys (docs/spec/decisions.md section 10): the checkout is a page of the
 * app that succeeds or fails on request, and its outcome is recorded as provider events by the app
 * itself (no webhook reaches it, so none is accepted).
 */
export const createDemoGateway = (): PaymentGateway => ({
  mode: 'demo',
  createCheckout: async (request) => ({
    sessionId: `demo_cs_${request.checkoutId}`,
    url: `${DEMO_CHECKOUT_PATH}/${request.checkoutId}`,
  }),
  verifyWebhook: async () => null,
  createPortalSession: async () => ({ url: DEMO_PORTAL_PATH }),
  // Nothing to tell: the change's event is recorded by the app (change-subscription.ts).
  updateSubscription: async () => undefined,
});
