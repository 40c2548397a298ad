import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { forcedSellerPath, sellerFocusOf } from '#domain/access/seller-focus.ts';
import type { ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { makeSellerAvailabilityPages } from './seller-availability.pages.ts';
import { makeSellerClientQuestionnairePages } from './seller-client-questionnaire.pages.ts';
import { makeSellerClientPages } from './seller-client.pages.ts';
import { makeSellerEndQuestionnairePages } from './seller-end-questionnaire.pages.ts';
import { makeSellerHomePages } from './seller-home.pages.ts';
import { makeSellerPageContext, type SellerPageDeps } from './seller-page-context.ts';

/**
 * Product-spec section 4: an advisor with a completed test who is with a client (a sale whose hold
 * runs) is kept on that client's pages, or on its end questionnaire once they started ending the
 * relationship (`showEndQuestionnaire`). Pages only (the API answers as it always does), and only
 * what is displayed (GET): a form's post is checked by its use case.
 */
export const makeSellerFocusGuard = (useCases: Pick<ClientFlowUseCases, 'clock'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.get('viewer');
    if (viewer?.role !== 'seller' || viewer.onboarding || c.req.method !== 'GET') return next();
    // The session read brings the sale in progress: no query of its own (decision 123).
    const focus = sellerFocusOf(viewer.record, useCases.clock.now());
    const target = forcedSellerPath(focus, c.req.path);
    if (target) return c.redirect(target, 302);
    c.set('sellerFocus', focus);
    return next();
  });

/**
 * The advisor's side of the core loop (docs/spec/product-spec.md section 2), one file a screen:
 * /seller (availability, the live lists, the expired-sale dialog), /seller/client/{id} and its end
 * questionnaire, the availability confirmation link, and the buyer's questionnaire filled in on the
 * advisor's own device (/seller/client-questionnaire). Forms post and redirect; the lists refresh
 * themselves once the page's script runs. What the screens share is in seller-page-context.ts.
 */
export const makeSellerPages = (deps: SellerPageDeps) => {
  const ctx = makeSellerPageContext(deps);
  return new Hono<AppEnv>()
    .route('/', makeSellerHomePages(ctx))
    .route('/', makeSellerClientPages(ctx))
    .route('/', makeSellerEndQuestionnairePages(ctx))
    .route('/', makeSellerAvailabilityPages(ctx))
    .route('/', makeSellerClientQuestionnairePages(ctx));
};
