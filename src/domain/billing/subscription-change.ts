import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ReceivedEvent } from './payment-event.ts';
import {
  MAX_EXTRA_SELLER_LICENCES,
  periodPriceCents,
  type BillingPeriod,
  type PriceTerms,
} from './price.ts';

/*
 * The owner changes a paid subscription (docs/decisions/092-changing-a-subscription.md): extra
 * advisor licences, billing period, cancel at the end of the period or take that back. The same
 * rule answers POST /api/stripe/subscription and the demo billing portal.
 */

/** What the owner asks; a field left out keeps its value. */
export type SubscriptionChangeRequest = {
  extraSellerLicences?: number;
  billingPeriod?: BillingPeriod;
  cancelAtPeriodEnd?: boolean;
};

/** The subscription as it stands, with the advisor seats its members hold. */
export type ChangeableSubscription = PriceTerms & {
  status: SubscriptionStatus;
  providerSubscriptionId: string | null;
  billingPeriod: BillingPeriod;
  includedSellerLicences: number;
  extraSellerLicences: number;
  cancelAtPeriodEnd: boolean;
};

/** The subscription's terms after the change, and what each period then charges. */
export type ChangedTerms = {
  extraSellerLicences: number;
  billingPeriod: BillingPeriod;
  cancelAtPeriodEnd: boolean;
  amountCents: number;
};

export type SubscriptionChangeError =
  | { code: 'SUBSCRIPTION.NOT_PAID' }
  | { code: 'SUBSCRIPTION.ENDED' }
  | { code: 'SUBSCRIPTION.TOO_MANY_LICENCES' }
  | { code: 'SUBSCRIPTION.SEATS_IN_USE' };

/**
 * Checks a change against the subscription: only one paid through the app (a provider
 * subscription) and not ended can change; fewer advisor licences than the advisors already seated
 * is refused (free a seat first); an ended subscription is paid again through the checkout.
 */
export const planSubscriptionChange = (
  current: ChangeableSubscription | null,
  request: SubscriptionChangeRequest,
  seatedSellers: number,
): Result<ChangedTerms, SubscriptionChangeError> => {
  if (!current?.providerSubscriptionId || current.status === 'neverCreated') {
    return err({ code: 'SUBSCRIPTION.NOT_PAID' as const });
  }
  if (current.status === 'cancelled') return err({ code: 'SUBSCRIPTION.ENDED' as const });
  const extra = request.extraSellerLicences ?? current.extraSellerLicences;
  if (extra > MAX_EXTRA_SELLER_LICENCES) {
    return err({ code: 'SUBSCRIPTION.TOO_MANY_LICENCES' as const });
  }
  if (current.includedSellerLicences + extra < seatedSellers) {
    return err({ code: 'SUBSCRIPTION.SEATS_IN_USE' as const });
  }
  const billingPeriod = request.billingPeriod ?? current.billingPeriod;
  return ok({
    extraSellerLicences: extra,
    billingPeriod,
    cancelAtPeriodEnd: request.cancelAtPeriodEnd ?? current.cancelAtPeriodEnd,
    amountCents: periodPriceCents(current, extra, billingPeriod),
  });
};

/**
 * What the provider would send after a change made on the demo portal (no keys): the subscription
 * updated with its new terms, applied by the same job as a webhook's (decision 069).
 */
export const demoChangeEvent = (input: {
  concessionId: string;
  subscriptionId: string;
  customerId: string | null;
  providerStatus: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  terms: ChangedTerms;
  now: Date;
  eventId: string;
}): ReceivedEvent => ({
  id: input.eventId,
  type: 'customer.subscription.updated',
  event: {
    kind: 'subscriptionChanged',
    subscriptionId: input.subscriptionId,
    customerId: input.customerId,
    concessionId: input.concessionId,
    providerStatus: input.providerStatus,
    periodStart: input.periodStart?.toISOString() ?? null,
    periodEnd: input.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: input.terms.cancelAtPeriodEnd,
    terms: {
      billingPeriod: input.terms.billingPeriod,
      extraSellerLicences: input.terms.extraSellerLicences,
    },
    at: input.now.toISOString(),
  },
});
