import { isActiveLike } from '#domain/access/onboarding.ts';
import { MAX_EXTRA_SELLER_LICENCES, periodPriceCents } from '#domain/billing/price.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';
import type { PlanStore } from '#application/ports/plan-store.port.ts';

export type StartCheckoutInput = {
  concessionId: string;
  userId: string;
  email: string;
  language: 'fr' | 'en';
  planId: string;
  extraSellerLicences: number;
};

export type StartCheckoutError =
  | { code: 'CHECKOUT.PLAN_NOT_FOUND' }
  | { code: 'CHECKOUT.TOO_MANY_LICENCES' }
  | { code: 'CHECKOUT.ALREADY_PAID' };

/**
 * POST /api/stripe/checkout and the owner's checkout form (docs/decisions/069): the chosen plan and
 * extra advisor licences at today's prices become a checkout, and the provider's hosted page (or
 * the demo page) its address. A dealership already paid for (active or being set up) is refused.
 */
export const makeStartCheckout =
  (deps: {
    plans: Pick<PlanStore, 'findPlan'>;
    billing: Pick<BillingStore, 'createCheckout' | 'setCheckoutSession' | 'findSubscription'>;
    gateway: Pick<PaymentGateway, 'createCheckout' | 'mode'>;
    clock: Clock;
    publicUrl: string;
    skipPaymentValidation: boolean;
  }) =>
  async (
    input: StartCheckoutInput,
  ): Promise<Result<{ checkoutId: string; url: string }, StartCheckoutError>> => {
    const plan = await deps.plans.findPlan(input.planId);
    if (!plan || !plan.active) return err({ code: 'CHECKOUT.PLAN_NOT_FOUND' as const });
    if (input.extraSellerLicences > MAX_EXTRA_SELLER_LICENCES) {
      return err({ code: 'CHECKOUT.TOO_MANY_LICENCES' as const });
    }
    const current = await deps.billing.findSubscription(input.concessionId);
    if (
      current &&
      (current.status === 'pending_set_up' ||
        isActiveLike(current.status, deps.skipPaymentValidation))
    ) {
      return err({ code: 'CHECKOUT.ALREADY_PAID' as const });
    }
    const checkout = await deps.billing.createCheckout({
      concessionId: input.concessionId,
      planId: plan.id,
      createdBy: input.userId,
      provider: deps.gateway.mode,
      billingPeriod: plan.billingPeriod,
      basePriceCents: plan.basePriceCents,
      includedAdminLicences: plan.includedAdminLicences,
      includedSellerLicences: plan.includedSellerLicences,
      extraSellerLicences: input.extraSellerLicences,
      unitPriceCents: plan.unitPriceCents,
      discountPercent: plan.discountPercent,
      amountCents: periodPriceCents(plan, input.extraSellerLicences, plan.billingPeriod),
      createdAt: deps.clock.now(),
    });
    const session = await deps.gateway.createCheckout({
      checkoutId: checkout.id,
      concessionId: input.concessionId,
      customerEmail: input.email,
      customerId: current?.providerCustomerId ?? null,
      productName: `Best Pairing – ${input.language === 'fr' ? plan.nameFr : plan.nameEn}`,
      billingPeriod: plan.billingPeriod,
      amountCents: checkout.amountCents,
      extraSellerLicences: input.extraSellerLicences,
      successUrl: `${deps.publicUrl}/owner/checkout/payment?checkout=${checkout.id}`,
      cancelUrl: `${deps.publicUrl}/owner/checkout`,
    });
    await deps.billing.setCheckoutSession(checkout.id, session.sessionId);
    return ok({ checkoutId: checkout.id, url: session.url });
  };
