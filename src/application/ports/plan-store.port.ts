import type { BillingPeriod } from '#domain/billing/price.ts';

export type LicenceKind = 'client' | 'service' | 'admin' | 'seller' | 'supplementarySeller';
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

export type PlanChange = Pick<
  PlanRecord,
  | 'id'
  | 'basePriceCents'
  | 'includedAdminLicences'
  | 'includedSellerLicences'
  | 'unitPriceCents'
  | 'discountPercent'
  | 'active'
>;

export type PlanStore = {
  /** Every plan in its order (inactive ones too: `onlyActive` leaves them out) and the products. */
  catalogue: (options: { onlyActive: boolean }) => Promise<Catalogue>;
  findPlan: (id: string) => Promise<PlanRecord | null>;
  /** Ids of the given plans that do not exist. */
  missingPlans: (ids: readonly string[]) => Promise<string[]>;
  updatePlan: (change: PlanChange, now: Date) => Promise<void>;
  updateProduct: (code: LicenceKind, unitPriceCents: number, now: Date) => Promise<void>;
};
