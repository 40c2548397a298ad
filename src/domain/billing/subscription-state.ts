import type { SubscriptionStatus } from '#domain/access/onboarding.ts';

/*
 * The subscription's state as the provider's events move it (docs/spec/decisions.md section 8,
 * docs/decisions/069-checkout-and-webhooks.md). Pure: the job that applies an event asks these.
 */

/** The provider's own subscription statuses mapped to ours; an unknown one reads as inactive. */
export const mapProviderStatus = (providerStatus: string): SubscriptionStatus => {
  switch (providerStatus) {
    case 'trialing':
    case 'active':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
      return 'cancelled';
    default:
      // past_due, unpaid, paused, incomplete_expired
      return 'inactive';
  }
};

/**
 * What we store for a provider status: a paid subscription of a dealership the platform has not
 * finished setting up is `pending_set_up` (the owner sees the set-up-pending page) until it has.
 */
export const storedStatus = (providerStatus: string, setUp: boolean): SubscriptionStatus => {
  const mapped = mapProviderStatus(providerStatus);
  return mapped === 'active' && !setUp ? 'pending_set_up' : mapped;
};

/**
 * Whether an event's object time is not older than the state last applied: a late older event
 * changes nothing (events arrive in any order; equal times apply, the later delivery winning).
 */
export const isNotOlder = (incoming: Date, lastApplied: Date | null): boolean =>
  lastApplied === null || incoming.getTime() >= lastApplied.getTime();

export type LicenceKind = 'client' | 'service' | 'admin' | 'seller' | 'supplementarySeller';

export type LicencesBought = {
  includedAdminLicences: number;
  includedSellerLicences: number;
  extraSellerLicences: number;
};

/**
 * The licences a completed checkout adds to what the dealership already holds: one customer kiosk,
 * one service kiosk, the plan's administrator and advisor licences and the extra advisors bought.
 * A repeated completion (or a reactivation) adds only what is missing.
 */
export const licencesToCreate = (
  bought: LicencesBought,
  held: Partial<Record<LicenceKind, number>>,
): LicenceKind[] => {
  const wanted: Record<LicenceKind, number> = {
    client: 1,
    service: 1,
    admin: bought.includedAdminLicences,
    seller: bought.includedSellerLicences,
    supplementarySeller: bought.extraSellerLicences,
  };
  return (Object.keys(wanted) as LicenceKind[]).flatMap((kind) =>
    Array.from({ length: Math.max(0, wanted[kind] - (held[kind] ?? 0)) }, () => kind),
  );
};
