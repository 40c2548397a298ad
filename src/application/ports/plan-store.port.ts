export type { Catalogue, LicenceKind, PlanRecord } from '#domain/billing/plan.ts';
export { LICENCE_KINDS } from '#domain/billing/plan.ts';
import type { Catalogue, LicenceKind, PlanRecord } from '#domain/billing/plan.ts';

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
