import type { Kysely } from 'kysely';
import type { PlanRecord, PlanStore } from '#application/ports/plan-store.port.ts';
import type { DB } from './db.generated.ts';

const PLAN_COLUMNS = [
  'id',
  'code',
  'nameFr',
  'nameEn',
  'descriptionFr',
  'descriptionEn',
  'billingPeriod',
  'basePriceCents',
  'includedAdminLicences',
  'includedSellerLicences',
  'unitPriceCents',
  'discountPercent',
  'providerPriceId',
  'active',
] as const;

/** `numeric` comes back from the driver as text. */
const toPlan = (
  row: Omit<PlanRecord, 'discountPercent'> & { discountPercent: string | number },
) => ({
  ...row,
  discountPercent: Number(row.discountPercent),
});

/** Plans and the catalogue of licence prices (docs/decisions/068-plans-and-prices.md). */
export const createPlanStore = (db: Kysely<DB>): PlanStore => ({
  catalogue: async ({ onlyActive }) => {
    let plans = db.selectFrom('plans').select(PLAN_COLUMNS).orderBy('sortOrder').orderBy('code');
    if (onlyActive) plans = plans.where('active', '=', true);
    const [planRows, products] = await Promise.all([
      plans.execute(),
      db
        .selectFrom('catalogueProducts')
        .select(['code', 'nameFr', 'nameEn', 'unitPriceCents'])
        .orderBy('unitPriceCents', 'desc')
        .orderBy('code')
        .execute(),
    ]);
    return { plans: planRows.map(toPlan), products };
  },
  findPlan: async (id) => {
    const row = await db
      .selectFrom('plans')
      .select(PLAN_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPlan(row) : null;
  },
  missingPlans: async (ids) => {
    if (ids.length === 0) return [];
    const found = await db.selectFrom('plans').select('id').where('id', 'in', ids).execute();
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  },
  updatePlan: async ({ id, ...change }, now) => {
    await db
      .updateTable('plans')
      .set({ ...change, discountPercent: String(change.discountPercent), updatedAt: now })
      .where('id', '=', id)
      .execute();
  },
  updateProduct: async (code, unitPriceCents, now) => {
    await db
      .updateTable('catalogueProducts')
      .set({ unitPriceCents, updatedAt: now })
      .where('code', '=', code)
      .execute();
  },
});
