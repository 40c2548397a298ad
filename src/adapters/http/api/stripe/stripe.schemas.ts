import { z } from '@hono/zod-openapi';
import { BILLING_PERIODS, MAX_EXTRA_SELLER_LICENCES } from '#domain/billing/price.ts';
import { INVOICE_STATUSES } from '#domain/billing/payment-event.ts';
import type { BillingState } from '#application/billing/get-billing-state.ts';
import type { InvoiceRecord } from '#application/ports/billing-store.port.ts';
import { Id } from '#adapters/http/api/params.ts';
import { SUBSCRIPTION_STATUSES } from '#domain/access/onboarding.ts';

/** The subscription states we store (docs/spec/decisions.md section 8). */
const STATUSES = SUBSCRIPTION_STATUSES;

export const NewCheckoutBody = z
  .object({
    planId: Id,
    extraSellerLicences: z.number().int().min(0).max(MAX_EXTRA_SELLER_LICENCES).default(0),
  })
  .openapi('NewCheckout', {
    example: { planId: '0b6f1a52-3c1e-4f59-9d8c-7a3e2b1c4d5e', extraSellerLicences: 2 },
  });

export const CheckoutSchema = z
  .object({
    checkoutId: z.uuid(),
    url: z.string().openapi({
      description: "The provider's hosted checkout, or the demo payment page without keys",
    }),
  })
  .openapi('CheckoutSession');

export const ConcessionQuery = z.object({
  concessionId: Id.optional().openapi({
    param: { name: 'concessionId', in: 'query' },
    description: "The dealership (the owner's own when left out)",
  }),
});

export const SubscriptionSchema = z
  .object({
    status: z.enum(STATUSES),
    providerStatus: z.string().nullable(),
    planId: z.uuid().nullable(),
    billingPeriod: z.enum(BILLING_PERIODS),
    basePriceCents: z.number().int(),
    includedSellerLicences: z.number().int(),
    extraSellerLicences: z.number().int(),
    unitPriceCents: z.number().int(),
    discountPercent: z.number(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    lastCheckout: z
      .object({
        id: z.uuid(),
        status: z.enum(['open', 'completed', 'failed', 'expired']),
        amountCents: z.number().int(),
        createdAt: z.iso.datetime(),
      })
      .nullable(),
  })
  .openapi('Subscription');

export const SubscriptionChangeBody = z
  .object({
    extraSellerLicences: z.number().int().min(0).max(MAX_EXTRA_SELLER_LICENCES).optional(),
    billingPeriod: z.enum(BILLING_PERIODS).optional(),
    cancelAtPeriodEnd: z.boolean().optional().openapi({
      description: 'true cancels at the end of the period paid; false takes that back',
    }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'billingChanges.errors.nothingToChange',
  })
  .openapi('SubscriptionChange', { example: { extraSellerLicences: 3, billingPeriod: 'year' } });

export const ChangedSubscriptionSchema = z
  .object({
    extraSellerLicences: z.number().int(),
    billingPeriod: z.enum(BILLING_PERIODS),
    cancelAtPeriodEnd: z.boolean(),
    amountCents: z
      .number()
      .int()
      .openapi({ description: 'What each period will charge, CAD cents' }),
  })
  .openapi('ChangedSubscription');

export const SubscriptionStateBody = z
  .object({
    status: z.enum(STATUSES).optional(),
    extraSellerLicences: z.number().int().min(0).max(MAX_EXTRA_SELLER_LICENCES).optional().openapi({
      description:
        'The extra advisor licences: fewer than the advisors seated is 409 `SUBSCRIPTION.SEATS_IN_USE`; only free seats are removed',
    }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'billingChanges.errors.nothingToChange',
  })
  .openapi('SubscriptionState', { example: { status: 'active' } });

export const InvoicesQuery = z.object({
  concessionId: Id.openapi({ param: { name: 'concessionId', in: 'query' } }),
});

export const InvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    totalCents: z.number().int(),
    currency: z.literal('CAD'),
    status: z.enum(INVOICE_STATUSES),
    issuedAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    periodStart: z.iso.datetime().nullable(),
    periodEnd: z.iso.datetime().nullable(),
    pdfUrl: z.string().nullable().openapi({
      description: "The provider's PDF, or the printable page of the app in demo mode",
    }),
  })
  .openapi('Invoice');

export const PortalSchema = z.object({ url: z.string() }).openapi('BillingPortalSession');

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toInvoiceBody = (invoice: InvoiceRecord): z.infer<typeof InvoiceSchema> => ({
  id: invoice.id,
  number: invoice.number,
  totalCents: invoice.totalCents,
  currency: 'CAD',
  status: invoice.status,
  issuedAt: invoice.issuedAt.toISOString(),
  paidAt: iso(invoice.paidAt),
  periodStart: iso(invoice.periodStart),
  periodEnd: iso(invoice.periodEnd),
  pdfUrl: invoice.pdfUrl ?? invoicePrintPath(invoice.id),
});

/** The printable page of an invoice the provider keeps no PDF of (demo mode, decision 070). */
export const invoicePrintPath = (id: string) => `/owner/settings/payments-history/${id}`;

export const WebhookAnswerSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .openapi('WebhookAnswer');

export const toSubscriptionBody = (state: BillingState): z.infer<typeof SubscriptionSchema> => {
  const subscription = state.subscription;
  const checkout = state.checkout;
  return {
    status: subscription?.status ?? 'neverCreated',
    providerStatus: subscription?.providerStatus ?? null,
    planId: subscription?.planId ?? null,
    billingPeriod: subscription?.billingPeriod ?? 'month',
    basePriceCents: subscription?.basePriceCents ?? 0,
    includedSellerLicences: subscription?.includedSellerLicences ?? 0,
    extraSellerLicences: subscription?.extraSellerLicences ?? 0,
    unitPriceCents: subscription?.unitPriceCents ?? 0,
    discountPercent: subscription?.discountPercent ?? 0,
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    lastCheckout: checkout
      ? {
          id: checkout.id,
          status: checkout.status,
          amountCents: checkout.amountCents,
          createdAt: checkout.createdAt.toISOString(),
        }
      : null,
  };
};
