import { z } from '@hono/zod-openapi';
import { reaches } from '#domain/access/policy.ts';
import type { makeChangeSubscription } from '#application/billing/change-subscription.ts';
import type { makeGetBillingState } from '#application/billing/get-billing-state.ts';
import type { makeListInvoices } from '#application/billing/list-invoices.ts';
import type { makeOpenBillingPortal } from '#application/billing/open-billing-portal.ts';
import type { makeReceiveWebhook } from '#application/billing/receive-webhook.ts';
import type { makeSetSubscriptionState } from '#application/billing/set-subscription-state.ts';
import type { makeStartCheckout } from '#application/billing/start-checkout.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond, respondSubscriptionState } from './stripe.errors.ts';
import {
  ChangedSubscriptionSchema,
  CheckoutSchema,
  ConcessionQuery,
  NewCheckoutBody,
  SubscriptionChangeBody,
  SubscriptionSchema,
  SubscriptionStateBody,
  InvoiceSchema,
  InvoicesQuery,
  PortalSchema,
  toInvoiceBody,
  toSubscriptionBody,
  WebhookAnswerSchema,
} from './stripe.schemas.ts';

export type StripeRouteDeps = {
  changeSubscription: ReturnType<typeof makeChangeSubscription>;
  listInvoices: ReturnType<typeof makeListInvoices>;
  openBillingPortal: ReturnType<typeof makeOpenBillingPortal>;
  setSubscriptionState: ReturnType<typeof makeSetSubscriptionState>;
  startCheckout: ReturnType<typeof makeStartCheckout>;
  getBillingState: ReturnType<typeof makeGetBillingState>;
  receiveWebhook: ReturnType<typeof makeReceiveWebhook>;
};

const payments = apiRoutes('Payments');
/** What the owner of a blocked dealership needs to pay stays open (decision 067). */
const whileBlocked = { allowedWhileBlocked: true } as const;

const checkoutRoute = payments.post('/api/stripe/checkout', 'billing.manage', {
  summary: "Start paying: the provider's hosted checkout (or the demo page) for a plan",
  description:
    "The price is the plan's at this moment for the extra advisor licences chosen (decision 068). Refused with 409 `CHECKOUT.ALREADY_PAID` once the subscription is paid or being set up; 404 `CHECKOUT.PLAN_NOT_FOUND` for a plan not on sale.",
  authorization: whileBlocked,
  request: { body: jsonBody(NewCheckoutBody) },
  errors: [404, 409, 422],
  success: { status: 201, description: 'Where to pay', schema: CheckoutSchema },
});

const subscriptionRoute = payments.get('/api/stripe/subscription', 'billing.read', {
  summary: "The dealership's subscription and its last payment attempt",
  description:
    "The owner's own dealership, or `concessionId` within the caller's reach (404 otherwise). `lastCheckout.status`: open (payment in progress), completed, failed (retry), expired.",
  authorization: whileBlocked,
  request: { query: ConcessionQuery },
  errors: [404],
  success: { description: 'The subscription', schema: SubscriptionSchema },
});

const changeRoute = payments.post('/api/stripe/subscription', 'billing.manage', {
  summary: 'Change the paid subscription: extra advisor licences, period, cancel or reactivate',
  description:
    "Checked, then sent to the payment provider; the subscription shows the change once the provider's event has come back (decision 092): the answer is the terms asked for. 409 `SUBSCRIPTION.NOT_PAID` without a subscription paid through the app, `SUBSCRIPTION.ENDED` once it has ended (pay again), `SUBSCRIPTION.SEATS_IN_USE` below the advisor licences members hold.",
  authorization: whileBlocked,
  request: { body: jsonBody(SubscriptionChangeBody) },
  errors: [409, 422],
  success: { description: 'The terms asked for', schema: ChangedSubscriptionSchema },
});

const webhookRoute = payments.post('/api/stripe/webhook', 'public', {
  summary: "The payment provider's signed events",
  description:
    'Verified with the `Stripe-Signature` header against STRIPE_WEBHOOK_SECRET (400 `WEBHOOK.BAD_SIGNATURE` otherwise; always without keys), stored once by event id (a duplicate is a no-op) and applied by a job, order-independent (decision 069).',
  security: [],
  errors: [],
  success: { description: 'Received', schema: WebhookAnswerSchema },
});

const setStateRoute = payments.put(
  '/api/concessions/{id}/subscription',
  'concessions.subscription.write',
  {
    summary: "Set a dealership's subscription state: finish its set-up, or a manual state",
    description:
      '`active` marks the set-up done (from then on a paid subscription is active, decision 069); other states are set by hand (a dealership billed outside the provider). `extraSellerLicences` sets the extra advisor licences: below the advisors seated is 409 `SUBSCRIPTION.SEATS_IN_USE` (decision 104).',
    request: { body: jsonBody(SubscriptionStateBody) },
    errors: [409],
    success: { description: 'The subscription', schema: SubscriptionSchema },
  },
);

const invoicesRoute = payments.get('/api/stripe/invoices', 'billing.read', {
  summary: "A dealership's invoices, newest first",
  description:
    "The owner's, a Best Pairing manager's assigned or any for the PR admin; another dealership's is 404. `pdfUrl` is the provider's PDF, or the app's printable page in demo mode.",
  authorization: whileBlocked,
  request: { query: InvoicesQuery },
  errors: [404],
  success: { description: 'The invoices', schema: z.array(InvoiceSchema) },
});

const portalRoute = payments.post('/api/stripe/billing-portal', 'billing.manage', {
  summary: "The provider's billing portal: licences, card, period, cancel, reactivate",
  description:
    'Without keys, the demo portal page. 409 `PORTAL.NO_CUSTOMER` for a dealership that has never paid.',
  authorization: whileBlocked,
  errors: [409],
  success: { description: 'Where to go', schema: PortalSchema },
});

/** The payment calls: checkout, subscription (read and change), webhook, invoices, portal. */
export const makeStripeRoutes = (deps: StripeRouteDeps) =>
  createApiRouter()
    .openapi(checkoutRoute, async (c) => {
      const { actor } = callerOf(c);
      const viewer = c.get('viewer');
      if (!actor.concessionId || !viewer) return apiError(c, 404, 'NOT_FOUND', 'api.notFound');
      const body = c.req.valid('json');
      const result = await deps.startCheckout({
        concessionId: actor.concessionId,
        userId: actor.userId,
        email: viewer.record.email,
        language: c.get('language'),
        planId: body.planId,
        extraSellerLicences: body.extraSellerLicences,
      });
      return respond(c, result, (value) => value, 201);
    })
    .openapi(subscriptionRoute, async (c) => {
      const { actor, scope } = callerOf(c);
      const concessionId = c.req.valid('query').concessionId ?? actor.concessionId;
      if (!concessionId || !reaches(actor, scope, { concessionId })) {
        return apiError(c, 404, 'NOT_FOUND', 'api.notFound');
      }
      const state = await deps.getBillingState({ concessionId });
      return c.json({ data: toSubscriptionBody(state) }, 200);
    })
    .openapi(changeRoute, async (c) => {
      const { actor } = callerOf(c);
      if (!actor.concessionId) return apiError(c, 404, 'NOT_FOUND', 'api.notFound');
      const result = await deps.changeSubscription({
        ...c.req.valid('json'),
        concessionId: actor.concessionId,
      });
      return respond(c, result, (value) => value);
    })
    .openapi(setStateRoute, async (c) => {
      const result = await deps.setSubscriptionState({
        ...callerOf(c),
        ...c.req.valid('json'),
        concessionId: c.req.valid('param').id,
      });
      return respondSubscriptionState(c, result, toSubscriptionBody);
    })
    .openapi(invoicesRoute, async (c) => {
      const result = await deps.listInvoices({
        ...callerOf(c),
        concessionId: c.req.valid('query').concessionId,
      });
      if (!result.ok) return apiError(c, 404, 'NOT_FOUND', 'api.notFound');
      return c.json({ data: result.value.invoices.map(toInvoiceBody) }, 200);
    })
    .openapi(portalRoute, async (c) => {
      const { actor } = callerOf(c);
      if (!actor.concessionId) return apiError(c, 404, 'NOT_FOUND', 'api.notFound');
      const result = await deps.openBillingPortal({ concessionId: actor.concessionId });
      return respond(c, result, (value) => value);
    })
    .openapi(webhookRoute, async (c) => {
      const result = await deps.receiveWebhook({
        rawBody: await c.req.text(),
        signature: c.req.header('stripe-signature') ?? '',
      });
      if (!result.ok) {
        return apiError(c, 400, 'WEBHOOK.BAD_SIGNATURE', 'billing.webhook.badSignature');
      }
      return c.json({ data: { received: true as const, duplicate: result.value.duplicate } }, 200);
    });
