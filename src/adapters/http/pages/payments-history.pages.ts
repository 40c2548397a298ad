import { Hono, type Context } from 'hono';
import {
  BILLING_PERIODS,
  MAX_EXTRA_SELLER_LICENCES,
  periodPriceCents,
} from '#domain/billing/price.ts';
import type { makeChangeSubscription } from '#application/billing/change-subscription.ts';
import type { ChangeSubscriptionError } from '#application/billing/change-subscription.ts';
import type { makeGetBillingState } from '#application/billing/get-billing-state.ts';
import type { makeListInvoices } from '#application/billing/list-invoices.ts';
import type { makeListPlans } from '#application/billing/list-plans.ts';
import type { makeOpenBillingPortal } from '#application/billing/open-billing-portal.ts';
import type { InvoiceRecord } from '#application/ports/billing-store.port.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import {
  BILLING_PORTAL_PATH,
  demoPortalPage,
  PAYMENTS_HISTORY_PATH,
  PORTAL_CHANGE_PATH,
  type PortalView,
} from '#ui/pages/billing/billing-portal.page.tsx';
import {
  invoicePrintPage,
  paymentsHistoryPage,
  type InvoiceRow,
} from '#ui/pages/billing/payments-history.page.tsx';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { invoicePrintPath } from '#adapters/http/api/stripe/stripe.schemas.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type PaymentsHistoryPageDeps = {
  paymentMode: 'stripe' | 'demo';
  listPlans: ReturnType<typeof makeListPlans>;
  listInvoices: ReturnType<typeof makeListInvoices>;
  openBillingPortal: ReturnType<typeof makeOpenBillingPortal>;
  getBillingState: ReturnType<typeof makeGetBillingState>;
  changeSubscription: ReturnType<typeof makeChangeSubscription>;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;

/** What the demo portal says when a change is refused (the API's table says the same). */
const CHANGE_REFUSALS: Record<ChangeSubscriptionError['code'], MessageKey> = {
  'SUBSCRIPTION.NOT_PAID': 'billingChanges.errors.notPaid',
  'SUBSCRIPTION.ENDED': 'billingChanges.errors.ended',
  'SUBSCRIPTION.TOO_MANY_LICENCES': 'billing.checkout.tooManyLicences',
  'SUBSCRIPTION.SEATS_IN_USE': 'billingChanges.errors.seatsInUse',
};

/** YYYY-MM-DD in the dealership's time zone (docs/spec/product-spec.md section 9). */
const dayIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (date: Date) => format.format(date);
};

const toRow = (invoice: InvoiceRecord, day: (date: Date) => string): InvoiceRow => ({
  id: invoice.id,
  number: invoice.number,
  totalCents: invoice.totalCents,
  status: invoice.status,
  issuedOn: day(invoice.issuedAt),
  period:
    invoice.periodStart && invoice.periodEnd
      ? `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`
      : null,
  href: invoice.pdfUrl ?? invoicePrintPath(invoice.id),
});

/** The owner's payments history, printable invoices and the billing portal (decision 070). */
export const makePaymentsHistoryPages = (deps: PaymentsHistoryPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const history = async (c: Ctx) => {
    const viewer = c.get('viewer');
    const concessionId = viewer?.concessionId;
    if (!viewer || !concessionId) return null;
    const found = await deps.listInvoices({ actor: viewer, scope: 'concession', concessionId });
    if (!found.ok) return null;
    const day = dayIn(viewer.record.concession?.timeZone ?? 'America/Toronto');
    return { viewer, day, ...found.value };
  };
  const frame = (c: Ctx, viewer: Viewer) => layoutFrame(viewer, c.req.path, c.get('t'));

  router.get(PAYMENTS_HISTORY_PATH, async (c) => {
    const found = await history(c);
    if (!found) return c.notFound();
    const { plans } = await deps.listPlans({ includeInactive: true });
    const planName = (id: string) => {
      const plan = plans.find((known) => known.id === id);
      return (c.get('language') === 'fr' ? plan?.nameFr : plan?.nameEn) ?? '';
    };
    const flash =
      c.req.query('flash') === 'noCustomer'
        ? { tone: 'info' as const, message: c.get('t')('billing.history.noCustomer') }
        : undefined;
    return render(
      c,
      paymentsHistoryPage(
        pageContext(c),
        { ...frame(c, found.viewer), flash },
        {
          invoices: found.invoices.map((invoice) => toRow(invoice, found.day)),
          purchases: found.purchases.map((purchase) => ({
            id: purchase.id,
            completedOn: found.day(purchase.completedAt ?? purchase.createdAt),
            planName: planName(purchase.planId),
            includedSellers: purchase.includedSellerLicences,
            extra: purchase.extraSellerLicences,
            amountCents: purchase.amountCents,
            period: purchase.billingPeriod,
          })),
          canManage: true,
        },
      ),
    );
  });

  router.get(`${PAYMENTS_HISTORY_PATH}/:id`, async (c) => {
    const found = await history(c);
    const invoice = found?.invoices.find((known) => known.id === c.req.param('id'));
    if (!found || !invoice) return c.notFound();
    return render(
      c,
      invoicePrintPage(pageContext(c), frame(c, found.viewer), {
        ...toRow(invoice, found.day),
        dealership: found.viewer.record.concession?.name ?? '',
      }),
    );
  });

  router.post(BILLING_PORTAL_PATH, async (c) => {
    const concessionId = c.get('viewer')?.concessionId;
    if (!concessionId) return c.notFound();
    const portal = await deps.openBillingPortal({ concessionId });
    return c.redirect(
      portal.ok ? portal.value.url : `${PAYMENTS_HISTORY_PATH}?flash=noCustomer`,
      303,
    );
  });

  const portal = async (
    c: Ctx,
    view: Omit<PortalView, 'subscription' | 'extra' | 'period'> & { extra?: string },
    status: 200 | 409 | 422 = 200,
  ) => {
    const viewer = c.get('viewer');
    if (!viewer?.concessionId || deps.paymentMode !== 'demo') return c.notFound();
    const { subscription } = await deps.getBillingState({ concessionId: viewer.concessionId });
    const day = dayIn(viewer.record.concession?.timeZone ?? 'America/Toronto');
    return render(
      c,
      demoPortalPage(pageContext(c), frame(c, viewer), {
        ...view,
        subscription: subscription?.providerSubscriptionId
          ? {
              ...subscription,
              amountCents: periodPriceCents(
                subscription,
                subscription.extraSellerLicences,
                subscription.billingPeriod,
              ),
              periodEndOn: subscription.currentPeriodEnd
                ? day(subscription.currentPeriodEnd)
                : null,
            }
          : null,
        extra: view.extra ?? String(subscription?.extraSellerLicences ?? 0),
        period: subscription?.billingPeriod ?? 'month',
      }),
      status,
    );
  };

  router.get(BILLING_PORTAL_PATH, (c) =>
    portal(c, {
      notice:
        c.req.query('flash') === 'recorded'
          ? c.get('t')('billingChanges.portal.recorded')
          : undefined,
    }),
  );

  // The demo portal's forms: the same use case as POST /api/stripe/subscription (decision 092).
  router.post(PORTAL_CHANGE_PATH, async (c) => {
    const concessionId = c.get('viewer')?.concessionId;
    if (!concessionId || deps.paymentMode !== 'demo') return c.notFound();
    const t = c.get('t');
    const body = await c.req.parseBody();
    const text = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
    const cancel = text('cancelAtPeriodEnd');
    const extra = text('extra');
    const period = BILLING_PERIODS.find((known) => known === text('period'));
    if (cancel === '' && (!/^\d{1,3}$/.test(extra) || Number(extra) > MAX_EXTRA_SELLER_LICENCES)) {
      const message = t('billing.checkout.invalidExtra', { max: MAX_EXTRA_SELLER_LICENCES });
      return portal(c, { extra, fieldError: message, error: message }, 422);
    }
    const changed = await deps.changeSubscription(
      cancel === ''
        ? { concessionId, extraSellerLicences: Number(extra), billingPeriod: period }
        : { concessionId, cancelAtPeriodEnd: cancel === 'true' },
    );
    if (changed.ok) return c.redirect(`${BILLING_PORTAL_PATH}?flash=recorded`, 303);
    return portal(c, { extra, error: t(CHANGE_REFUSALS[changed.error.code]) }, 409);
  });
  return router;
};
