import type {
  BillingStore,
  CheckoutRecord,
  SubscriptionRecord,
} from '#application/ports/billing-store.port.ts';

export type BillingState = {
  subscription: SubscriptionRecord | null;
  /** The dealership's last attempt to pay, or the one asked for when it is the dealership's. */
  checkout: CheckoutRecord | null;
};

/**
 * GET /api/stripe/subscription and the owner's payment pages: the subscription and the state of
 * the last checkout (open: in progress; failed: retry). Reads only the caller's dealership.
 */
export const makeGetBillingState =
  (deps: { billing: Pick<BillingStore, 'findSubscription' | 'findCheckout' | 'latestCheckout'> }) =>
  async (input: { concessionId: string; checkoutId?: string }): Promise<BillingState> => {
    const asked = input.checkoutId ? await deps.billing.findCheckout(input.checkoutId) : null;
    const checkout =
      asked?.concessionId === input.concessionId
        ? asked
        : await deps.billing.latestCheckout(input.concessionId);
    return { subscription: await deps.billing.findSubscription(input.concessionId), checkout };
  };
