import type { LicenceKind } from './subscription-state.ts';
import type { BillingPeriod } from './price.ts';

export type { LicenceKind };
export const LICENCE_KINDS = [
  'client',
  'service',
  'admin',
  'seller',
  'supplementarySeller',
] as const satisfies readonly LicenceKind[];

/** A plan of the catalogue (docs/decisions/068-plans-and-prices.md); money in CAD cents a month. */
export type PlanRecord = {
  id: string;
  code: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  billingPeriod: BillingPeriod;
  basePriceCents: number;
  includedAdminLicences: number;
  includedSellerLicences: number;
  /** The price of each supplementary advisor licence beyond the included ones. */
  unitPriceCents: number;
  discountPercent: number;
  /** The payment provider's price of the plan, when one is set up there. */
  providerPriceId: string | null;
  active: boolean;
};

/** The catalogue's unit price of each licence kind. */
export type ProductRecord = {
  code: LicenceKind;
  nameFr: string;
  nameEn: string;
  unitPriceCents: number;
};

export type Catalogue = { plans: PlanRecord[]; products: ProductRecord[] };
