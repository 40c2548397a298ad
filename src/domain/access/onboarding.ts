import { isSellerProfileComplete, type SellerProfileFacts } from '#domain/sellers/profile.ts';
import type { Role } from './roles.ts';

export const SUBSCRIPTION_STATUSES = [
  'neverCreated',
  'pending_set_up',
  'incomplete',
  'active',
  'inactive',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The facts the guard reads; absent ones are the not-yet-done state. */
export type OnboardingFacts = {
  role: Role;
  user: {
    hasPassword: boolean;
    signedContract: boolean;
    signedPrivacyPolicy: boolean;
    /** Set once the personality test is complete (docs/spec/psychometrics.md section 4). */
    profileNumber: number | null;
    /** Sellers: their hobbies and experience start dates; null when there is no profile yet. */
    sellerProfile: Pick<
      SellerProfileFacts,
      'hobbies' | 'carSellerStarted' | 'concessionSellerStarted'
    > | null;
  };
  concession: {
    infoValidated: boolean;
    configurationValidated: boolean;
    connectionValidated: boolean;
  } | null;
  subscription: { status: SubscriptionStatus } | null;
  /** Configuration flag: an `incomplete` payment counts as active (docs/spec/decisions.md section 8). */
  skipPaymentValidation: boolean;
};

export type BlockedReason = 'notActivated' | 'inactive' | 'cancelled';

export type OnboardingStep =
  | { step: 'createPassword' }
  | { step: 'signContract' }
  | { step: 'signPrivacyPolicy' }
  | { step: 'personalityTest' }
  | { step: 'sellerProfile' }
  | { step: 'subscription' }
  | { step: 'subscriptionSetUpPending' }
  | { step: 'subscriptionBlocked'; reason: BlockedReason }
  | { step: 'concessionInformation' }
  | { step: 'concessionConfiguration' }
  | { step: 'concessionConnection' };

/** Active-like (docs/spec/decisions.md section 8): `active`, or `incomplete` when validation is skipped. */
export const isActiveLike = (
  status: SubscriptionStatus | undefined,
  skipPaymentValidation: boolean,
) => status === 'active' || (status === 'incomplete' && skipPaymentValidation);

const NO_SELLER_PROFILE = {
  hobbies: [],
  carSellerStarted: { year: null, month: null },
  concessionSellerStarted: { year: null, month: null },
} as const;

const blockedReason = (status: SubscriptionStatus | undefined): BlockedReason =>
  status === 'cancelled' ? 'cancelled' : status === 'inactive' ? 'inactive' : 'notActivated';

/**
 * Why a dealership account is blocked, or null when it is not (docs/spec/product-spec.md sections 4
 * and 8, docs/decisions/067-blocked-dealership.md): never created, pending set-up and incomplete
 * (unless validation is skipped) are "not yet activated"; inactive and cancelled say so. Platform
 * accounts (prAdmin, bpm) belong to no dealership and are never blocked.
 */
export const subscriptionBlock = (
  role: Role,
  status: SubscriptionStatus | undefined,
  skipPaymentValidation: boolean,
): BlockedReason | null => {
  if (role === 'prAdmin' || role === 'bpm') return null;
  return isActiveLike(status, skipPaymentValidation) ? null : blockedReason(status);
};

/**
 * An `incomplete` payment let through because validation is skipped: the app logs that further
 * payment is required (docs/spec/product-spec.md section 4, "Subscription payment validity").
 */
export const paymentStillRequired = (
  status: SubscriptionStatus | undefined,
  skipPaymentValidation: boolean,
) => status === 'incomplete' && skipPaymentValidation;

/**
 * The one page a user must see next, or null when onboarding is done (docs/spec/decisions.md section 6,
 * docs/spec/product-spec.md section 4). Pages redirect to it; the API refuses other writes meanwhile.
 */
export const nextOnboardingStep = (facts: OnboardingFacts): OnboardingStep | null => {
  const { role, user, concession, subscription } = facts;
  // Kiosk tablets sign in with a station password and have nothing to set up themselves.
  const kiosk = role === 'client' || role === 'service';
  if (!kiosk && role !== 'prAdmin' && !user.hasPassword) return { step: 'createPassword' };

  const active = isActiveLike(subscription?.status, facts.skipPaymentValidation);
  switch (role) {
    case 'prAdmin':
      return null;
    case 'bpm':
      if (!user.signedContract) return { step: 'signContract' };
      if (user.profileNumber === null) return { step: 'personalityTest' };
      return null;
    case 'owner':
      if (!user.signedContract) return { step: 'signContract' };
      if (subscription?.status === 'pending_set_up') return { step: 'subscriptionSetUpPending' };
      if (!active) return { step: 'subscription' };
      if (!concession?.infoValidated) return { step: 'concessionInformation' };
      if (!concession.configurationValidated) return { step: 'concessionConfiguration' };
      if (!concession.connectionValidated) return { step: 'concessionConnection' };
      return null;
    case 'admin':
      if (!user.signedPrivacyPolicy) return { step: 'signPrivacyPolicy' };
      return active
        ? null
        : { step: 'subscriptionBlocked', reason: blockedReason(subscription?.status) };
    case 'seller':
      if (!user.signedContract) return { step: 'signContract' };
      if (user.profileNumber === null) return { step: 'personalityTest' };
      if (!isSellerProfileComplete({ ...user, ...(user.sellerProfile ?? NO_SELLER_PROFILE) })) {
        return { step: 'sellerProfile' };
      }
      return active
        ? null
        : { step: 'subscriptionBlocked', reason: blockedReason(subscription?.status) };
    case 'client':
    case 'service':
      return active
        ? null
        : { step: 'subscriptionBlocked', reason: blockedReason(subscription?.status) };
  }
};
