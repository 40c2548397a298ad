import { nextOnboardingStep, type OnboardingStep } from '#domain/access/onboarding.ts';
import type { Actor } from '#domain/access/policy.ts';
import type { ViewerRecord, ViewerStore } from '#application/ports/viewer-store.port.ts';

/** The signed-in user as every route and page sees it: who, where, and what must come next. */
export type Viewer = Actor & {
  record: ViewerRecord;
  /** The onboarding page the user must see before anything else; null once done. */
  onboarding: OnboardingStep | null;
  /** Set when the caller is a program presenting an API token rather than a session (decision 054). */
  apiTokenId?: string;
};

export const toViewer = (record: ViewerRecord, skipPaymentValidation: boolean): Viewer => {
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
  };
};

export const makeLoadViewer =
  (deps: { viewers: ViewerStore; skipPaymentValidation: boolean }) =>
  async (userId: string): Promise<Viewer | null> => {
    const record = await deps.viewers.load(userId);
    return record ? toViewer(record, deps.skipPaymentValidation) : null;
  };
