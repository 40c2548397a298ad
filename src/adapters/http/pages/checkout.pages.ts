import { Hono, type Context } from 'hono';
import { MAX_EXTRA_SELLER_LICENCES } from '#domain/billing/price.ts';
import type { makeGetBillingState } from '#application/billing/get-billing-state.ts';
import type { makeListPlans } from '#application/billing/list-plans.ts';
import type { makePayDemoCheckout } from '#application/billing/pay-demo-checkout.ts';
import type { makeStartCheckout } from '#application/billing/start-checkout.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import {
  CHECKOUT_PATH,
  checkoutPage,
  demoPaymentPage,
  type CheckoutView,
} from '#ui/pages/billing/checkout.page.tsx';
import { paymentPage, setUpPendingPage } from '#ui/pages/billing/payment.page.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type CheckoutPageDeps = {
  paymentMode: 'stripe' | 'demo';
  listPlans: ReturnType<typeof makeListPlans>;
  startCheckout: ReturnType<typeof makeStartCheckout>;
  payDemoCheckout: ReturnType<typeof makePayDemoCheckout>;
  getBillingState: ReturnType<typeof makeGetBillingState>;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const paymentPath = (checkoutId: string) => `${CHECKOUT_PATH}/payment?checkout=${checkoutId}`;
const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name].trim() : '';

/** The owner and their dealership; the role guard has already kept other roles out. */
const ownerOf = (c: Ctx): (Viewer & { concessionId: string }) | null => {
  const viewer = c.get('viewer');
  return viewer?.concessionId ? { ...viewer, concessionId: viewer.concessionId } : null;
};

const STATES = ['incomplete', 'inactive', 'cancelled'] as const;

/**
 * The owner's payment pages (docs/decisions/069): the checkout, the demo payment page without keys,
 * payment in progress with its retry, and the set-up-pending page.
 */
export const makeCheckoutPages = (deps: CheckoutPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;
  const frame = (c: Ctx, viewer: Viewer) => layoutFrame(viewer, c.req.path, c.get('t'));

  const showCheckout = async (c: Ctx, owner: Viewer, view: Omit<CheckoutView, 'plans'>) => {
    const { plans } = await deps.listPlans({ includeInactive: false });
    const status = owner.record.concession?.subscriptionStatus;
    const state = STATES.find((known) => known === status);
    const refused = Object.keys(view.errors).length > 0;
    return render(
      c,
      checkoutPage(pageContext(c), frame(c, owner), {
        ...view,
        plans,
        planId: view.planId || (plans[0]?.id ?? ''),
        state,
      }),
      refused ? 422 : 200,
    );
  };

  /** Starts a checkout and sends the owner to pay, or says why not. */
  const checkout = async (
    c: Ctx,
    owner: Viewer & { concessionId: string },
    planId: string,
    extra: string,
  ) => {
    const t = c.get('t');
    const count = /^\d{1,3}$/.test(extra) ? Number(extra) : Number.NaN;
    if (!UUID.test(planId)) {
      return showCheckout(c, owner, {
        planId,
        extra,
        errors: { planId: t('billing.checkout.planNotFound') },
      });
    }
    if (!Number.isInteger(count) || count > MAX_EXTRA_SELLER_LICENCES) {
      const message = t('billing.checkout.invalidExtra', { max: MAX_EXTRA_SELLER_LICENCES });
      return showCheckout(c, owner, { planId, extra, errors: { extra: message } });
    }
    const started = await deps.startCheckout({
      concessionId: owner.concessionId,
      userId: owner.userId,
      email: owner.record.email,
      language: c.get('language'),
      planId,
      extraSellerLicences: count,
    });
    if (started.ok) return c.redirect(started.value.url, 303);
    switch (started.error.code) {
      case 'CHECKOUT.ALREADY_PAID':
        return c.redirect('/owner', 303);
      case 'CHECKOUT.TOO_MANY_LICENCES':
        return showCheckout(c, owner, {
          planId,
          extra,
          errors: { extra: t('billing.checkout.tooMany', { max: MAX_EXTRA_SELLER_LICENCES }) },
        });
      case 'CHECKOUT.PLAN_NOT_FOUND':
        return showCheckout(c, owner, {
          planId,
          extra,
          errors: { planId: t('billing.checkout.planNotFound') },
        });
    }
  };

  router.get(CHECKOUT_PATH, async (c) => {
    const owner = ownerOf(c);
    if (!owner) return c.notFound();
    const last = (await deps.getBillingState({ concessionId: owner.concessionId })).checkout;
    return showCheckout(c, owner, {
      planId: c.req.query('planId') ?? last?.planId ?? '',
      extra: c.req.query('extra') ?? String(last?.extraSellerLicences ?? 0),
      failed: last?.status === 'failed',
      errors: {},
    });
  });

  router.post(CHECKOUT_PATH, async (c) => {
    const owner = ownerOf(c);
    if (!owner) return c.notFound();
    const body = await c.req.parseBody();
    return checkout(c, owner, field(body, 'planId'), field(body, 'extra') || '0');
  });

  // Retry after a failed payment: the same plan and licences, a new checkout.
  router.post(`${CHECKOUT_PATH}/retry`, async (c) => {
    const owner = ownerOf(c);
    if (!owner) return c.notFound();
    const checkoutId = field(await c.req.parseBody(), 'checkoutId');
    const state = await deps.getBillingState({
      concessionId: owner.concessionId,
      checkoutId: UUID.test(checkoutId) ? checkoutId : undefined,
    });
    const last = state.checkout;
    if (!last) return c.redirect(CHECKOUT_PATH, 303);
    return checkout(c, owner, last.planId, String(last.extraSellerLicences));
  });

  router.get(`${CHECKOUT_PATH}/demo/:id`, async (c) => {
    const owner = ownerOf(c);
    const id = c.req.param('id');
    if (!owner || deps.paymentMode !== 'demo' || !UUID.test(id)) return c.notFound();
    const { checkout: found } = await deps.getBillingState({
      concessionId: owner.concessionId,
      checkoutId: id,
    });
    if (!found || found.id !== id) return c.notFound();
    if (found.status !== 'open') return c.redirect(paymentPath(id), 303);
    const { plans } = await deps.listPlans({ includeInactive: true });
    const plan = plans.find((known) => known.id === found.planId);
    return render(
      c,
      demoPaymentPage(pageContext(c), frame(c, owner), {
        checkoutId: id,
        amountCents: found.amountCents,
        period: found.billingPeriod,
        planName: (c.get('language') === 'fr' ? plan?.nameFr : plan?.nameEn) ?? '',
      }),
    );
  });

  router.post(`${CHECKOUT_PATH}/demo/:id`, async (c) => {
    const owner = ownerOf(c);
    const id = c.req.param('id');
    if (!owner || deps.paymentMode !== 'demo' || !UUID.test(id)) return c.notFound();
    const outcome = field(await c.req.parseBody(), 'outcome') === 'paid' ? 'paid' : 'declined';
    const paid = await deps.payDemoCheckout({
      concessionId: owner.concessionId,
      checkoutId: id,
      outcome,
    });
    if (!paid.ok && paid.error.code === 'CHECKOUT.NOT_FOUND') return c.notFound();
    return c.redirect(paymentPath(id), 303);
  });

  router.get(`${CHECKOUT_PATH}/payment`, async (c) => {
    const owner = ownerOf(c);
    if (!owner) return c.notFound();
    const asked = c.req.query('checkout') ?? '';
    const { checkout: last } = await deps.getBillingState({
      concessionId: owner.concessionId,
      checkoutId: UUID.test(asked) ? asked : undefined,
    });
    if (!last) return c.redirect(CHECKOUT_PATH, 303);
    if (last.status === 'completed') return c.redirect('/owner/pending-payment', 303);
    const state = last.status === 'open' ? 'inProgress' : 'failed';
    return render(c, paymentPage(pageContext(c), frame(c, owner), { checkoutId: last.id, state }));
  });

  router.get('/owner/pending-payment', (c) => {
    const owner = ownerOf(c);
    if (!owner) return c.notFound();
    return render(c, setUpPendingPage(pageContext(c), frame(c, owner)));
  });
  return router;
};
