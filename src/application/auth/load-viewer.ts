import {
  nextOnboardingStep,
  paymentStillRequired,
  subscriptionBlock,
  type BlockedReason,
  type OnboardingStep,
} from '#domain/access/onboarding.ts';
import type { Actor } from '#domain/access/policy.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { ViewerRecord, ViewerStore } from '#application/ports/viewer-store.port.ts';

/** The signed-in user as every route and page sees it: who, where, and what must come next. */
export type Viewer = Actor & {
  record: ViewerRecord;
  /** The onboarding page the user must see before anything else; null once done. */
  onboarding: OnboardingStep | null;
  /**
   * Why the dealership's subscription blocks this account (its pages and API calls, except what the
   * owner needs to pay), or null (docs/decisions/067-blocked-dealership.md).
   */
  blocked: BlockedReason | null;
  /** Set when the caller is a program presenting an API token rather than a session (decision 054). */
  apiTokenId?: string;
};

/**
 * The viewer of a record. With a logger, an `incomplete` payment let through by
 * SKIP_PAYMENT_VALIDATION is logged as a warning each time (docs/spec/product-spec.md section 4).
 */
export const toViewer = (
  record: ViewerRecord,
  skipPaymentValidation: boolean,
  logger?: Logger,
): Viewer => {
  const status = record.concession?.subscriptionStatus ?? undefined;
  if (logger && paymentStillRequired(status, skipPaymentValidation)) {
    logger.warn('Subscription payment incomplete: further payment is required', {
      concessionId: record.concession?.id,
    });
  }
  const onboarding = nextOnboardingStep({
    role: record.role,
    user: {
      hasPassword: record.hasPassword,
      signedContract: record.signedContract,
      signedPrivacyPolicy: record.signedPrivacyPolicy,
      profileNumber: record.profileNumber,
      sellerProfile: record.seller,
    },
    concession: record.concession,
    subscription: record.concession?.subscriptionStatus
      ? { status: record.concession.subscriptionStatus }
      : null,
    skipPaymentValidation,
  });
  return {
    userId: record.id,
    role: record.role,
    concessionId: record.concession?.id ?? null,
    assignedConcessionIds: record.assignedConcessionIds,
    record,
    onboarding,
    blocked: subscriptionBlock(record.role, status, skipPaymentValidation),
  };
};

export const makeLoadViewer =
  (deps: { viewers: ViewerStore; skipPaymentValidation: boolean; logger?: Logger }) =>
  async (userId: string): Promise<Viewer | null> => {
    const record = await deps.viewers.load(userId);
    return record ? toViewer(record, deps.skipPaymentValidation, deps.logger) : null;
  };
