import { Hono } from 'hono';
import type { AppEnv } from '#adapters/http/env.ts';
import { makeKioskPageContext, type KioskPageDeps } from './kiosk-page-context.ts';
import { makeKioskQuestionnairePages } from './kiosk-questionnaire.pages.ts';
import { makeKioskSellerChoicePages } from './kiosk-seller-choice.pages.ts';

/**
 * The customer kiosk (docs/spec/product-spec.md section 2, client routes). Every screen is a
 * server-rendered form that posts and redirects, so the tablet works with JavaScript off; answers
 * are saved part by part, and within a part as a draft while the buyer types (with JavaScript), so a
 * reload loses nothing. The visit travels in `?clientId=` (the spec's query parameter). The
 * questionnaire's screens and the advisor's choice each have their file; what they share is in
 * kiosk-page-context.ts.
 */
export const makeKioskPages = (deps: KioskPageDeps) => {
  const ctx = makeKioskPageContext(deps);
  return new Hono<AppEnv>()
    .route('/', makeKioskQuestionnairePages(ctx))
    .route('/', makeKioskSellerChoicePages(ctx));
};
