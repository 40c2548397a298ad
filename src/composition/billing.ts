import { randomUUID } from 'node:crypto';
import { makeChangeSubscription } from '#application/billing/change-subscription.ts';
import { makeGetBillingState } from '#application/billing/get-billing-state.ts';
import { makeListInvoices } from '#application/billing/list-invoices.ts';
import { makeListPlans } from '#application/billing/list-plans.ts';
import { makeOpenBillingPortal } from '#application/billing/open-billing-portal.ts';
import { makePayDemoCheckout } from '#application/billing/pay-demo-checkout.ts';
import { makeProcessPaymentEvent } from '#application/billing/process-payment-event.ts';
import { makeReceiveWebhook } from '#application/billing/receive-webhook.ts';
import { makeSetSubscriptionState } from '#application/billing/set-subscription-state.ts';
import { makeStartCheckout } from '#application/billing/start-checkout.ts';
import { makeUpdatePlans } from '#application/billing/update-plans.ts';
import type { Adapters } from './adapters.ts';

/** Subscription and billing (issue 15): plans and prices, checkout, webhooks (decisions 068, 069). */
export const buildBilling = ({ stores, inTransaction, clock, config, payments }: Adapters) => ({
  paymentMode: payments.mode,
  listPlans: makeListPlans({ plans: stores.plans }),
  updatePlans: makeUpdatePlans({ inTransaction, clock }),
  startCheckout: makeStartCheckout({
    plans: stores.plans,
    billing: stores.billing,
    gateway: payments,
    clock,
    publicUrl: config.publicUrl,
    skipPaymentValidation: config.SKIP_PAYMENT_VALIDATION,
  }),
  payDemoCheckout: makePayDemoCheckout({ inTransaction, clock, newId: randomUUID }),
  getBillingState: makeGetBillingState({ billing: stores.billing }),
  changeSubscription: makeChangeSubscription({
    inTransaction,
    gateway: payments,
    clock,
    newId: randomUUID,
  }),
  receiveWebhook: makeReceiveWebhook({ gateway: payments, inTransaction, clock }),
  setSubscriptionState: makeSetSubscriptionState({ inTransaction, clock }),
  listInvoices: makeListInvoices({ billing: stores.billing }),
  openBillingPortal: makeOpenBillingPortal({
    billing: stores.billing,
    gateway: payments,
    publicUrl: config.publicUrl,
  }),
});

/** The worker's billing task: one stored provider event applied (docs/decisions/069). */
export const buildBillingTasks = ({ inTransaction, clock, logger, config }: Adapters) => ({
  'process-payment-event': makeProcessPaymentEvent({
    inTransaction,
    clock,
    logger,
    links: config.STRIPE_LICENCE_PRICES,
  }),
});
