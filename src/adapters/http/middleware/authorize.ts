import { createMiddleware } from 'hono/factory';
import type { BlockedReason } from '#domain/access/onboarding.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { apiError } from '#adapters/http/api/errors.ts';
import type { AppEnv } from '#adapters/http/env.ts';

const READS = new Set(['GET', 'HEAD']);

export type AuthorizeOptions = {
  /** Writes that onboarding itself needs (create a password, sign the contract, take the test). */
  allowedDuringOnboarding?: boolean;
  /** What the owner of a blocked dealership needs to pay (docs/decisions/067-blocked-dealership.md). */
  allowedWhileBlocked?: boolean;
};

/** The code and message of each reason a dealership is blocked (docs/spec/product-spec.md section 8). */
const BLOCKED_ANSWERS = {
  notActivated: { code: 'SUBSCRIPTION_NOT_ACTIVATED', message: 'billing.blocked.notActivated' },
  inactive: { code: 'SUBSCRIPTION_INACTIVE', message: 'billing.blocked.inactive' },
  cancelled: { code: 'SUBSCRIPTION_CANCELLED', message: 'billing.blocked.cancelled' },
} as const satisfies Record<BlockedReason, { code: string; message: MessageKey }>;

/**
 * The policy table at the door of every API route: 401 without a session, 403 for a role the table
 * leaves out, 403 with the subscription's message for reads and writes of a blocked dealership
 * (except onboarding's and paying's own calls), 403 `onboarding_required` for other writes while
 * onboarding is not done. The granted
 * scope goes on to the use case, which answers 404 for records outside it.
 */
export const authorize = (action: Action, options: AuthorizeOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.get('viewer');
    if (!viewer) return apiError(c, 401, 'UNAUTHENTICATED', 'api.unauthenticated');
    const scope = scopeOf(viewer.role, action);
    if (!scope) return apiError(c, 403, 'FORBIDDEN', 'api.forbidden');
    const blocked = viewer.blocked;
    if (blocked && !options.allowedWhileBlocked && !options.allowedDuringOnboarding) {
      const answer = BLOCKED_ANSWERS[blocked];
      return apiError(c, 403, answer.code, answer.message);
    }
    // Paying is the onboarding step a blocked owner owes: its calls stay open.
    const paying = blocked !== null && options.allowedWhileBlocked === true;
    if (
      viewer.onboarding &&
      !READS.has(c.req.method) &&
      !options.allowedDuringOnboarding &&
      !paying
    ) {
      return apiError(c, 403, 'onboarding_required', 'api.onboardingRequired');
    }
    c.set('scope', scope);
    await next();
  });
