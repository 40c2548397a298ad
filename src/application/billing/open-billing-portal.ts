import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';

/**
 * POST /api/stripe/billing-portal: the provider's portal for the dealership's customer (licences,
 * card, period, cancel, reactivate); without keys the demo portal page. A dealership that never
 * paid has no customer yet (409).
 */
export const makeOpenBillingPortal =
  (deps: {
    billing: Pick<BillingStore, 'findSubscription'>;
    gateway: Pick<PaymentGateway, 'createPortalSession'>;
    publicUrl: string;
  }) =>
  async (input: {
    concessionId: string;
  }): Promise<Result<{ url: string }, { code: 'PORTAL.NO_CUSTOMER' }>> => {
    const subscription = await deps.billing.findSubscription(input.concessionId);
    if (!subscription?.providerCustomerId) return err({ code: 'PORTAL.NO_CUSTOMER' as const });
    return ok(
      await deps.gateway.createPortalSession(
        subscription.providerCustomerId,
        `${deps.publicUrl}/owner/settings/payments-history`,
      ),
    );
  };
