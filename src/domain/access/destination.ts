import type { OnboardingStep } from './onboarding.ts';
import { mayOpenArea } from './policy.ts';
import { homeOf, roleOfPath, type Role } from './roles.ts';

/** The page of each onboarding step, in the role's own page group (docs/spec/product-spec.md section 2). */
export const onboardingPath = (role: Role, onboarding: OnboardingStep): string => {
  const home = homeOf(role);
  switch (onboarding.step) {
    case 'createPassword':
      return `${home}/create-password`;
    case 'signContract':
      return `${home}/sign-contract`;
    case 'signPrivacyPolicy':
      return `${home}/sign-privacy-policy`;
    case 'personalityTest':
      return `${home}/questionnaire`;
    case 'sellerProfile':
      return `${home}/me`;
    case 'subscription':
      return `${home}/checkout`;
    case 'subscriptionSetUpPending':
      return `${home}/pending-payment`;
    case 'subscriptionBlocked':
      return `${home}/subscription-required`;
    case 'concessionInformation':
      return `${home}/settings/information`;
    case 'concessionConfiguration':
      return `${home}/settings/configuration`;
    case 'concessionConnection':
      return `${home}/settings/connection`;
  }
};

/**
 * A "come back after sign-in" address is followed only when it is a path of our own in the role's
 * page group: anything else (another site, `//evil.test`, a page of another role) would be an open
 * redirect or a dead end.
 */
export const safeReturnPath = (role: Role, returnTo: string | null | undefined): string | null => {
  if (
    !returnTo ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.includes('\\')
  ) {
    return null;
  }
  const path = returnTo.split(/[?#]/)[0] ?? '';
  const area = roleOfPath(path);
  return area !== undefined && mayOpenArea(area, role) ? returnTo : null;
};

/**
 * Where a user goes after signing in or when opening any page: the onboarding step they owe first,
 * else the page they asked for, else their role's home (docs/spec/product-spec.md section 2, sign-in helper).
 */
export const destinationFor = (
  role: Role,
  onboarding: OnboardingStep | null,
  returnTo?: string | null,
): string =>
  onboarding ? onboardingPath(role, onboarding) : (safeReturnPath(role, returnTo) ?? homeOf(role));
