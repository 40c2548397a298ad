import type { SaleState } from '#domain/client-flow/hold.ts';

/**
 * An advisor's state as their home page shows it (docs/spec/decisions.md section 4): with a client while a
 * sale is in progress, its hold running or expired (an expired sale must be ended or resumed before
 * the next client, docs/decisions/060); available when the matching would offer them a client now;
 * away otherwise (the app is closed, the heartbeat is not from the dealership's network).
 * Without an advisor licence (or onboarding left), the advisor is never offered, whatever the
 * heartbeat: they are shown why (docs/decisions/064), not told to keep the app open.
 */
export type SellerState = 'available' | 'withClient' | 'away' | 'noLicence';

export const sellerStateOf = (seller: {
  available: boolean;
  sale: SaleState;
  pairable: boolean;
}): SellerState => {
  if (seller.sale !== 'none') return 'withClient';
  if (!seller.pairable) return 'noLicence';
  return seller.available ? 'available' : 'away';
};

/** Available advisors first, then those with a client, then those away (a stable order within). */
export const SELLER_STATE_ORDER: Record<SellerState, number> = {
  available: 0,
  withClient: 1,
  away: 2,
  noLicence: 3,
};
