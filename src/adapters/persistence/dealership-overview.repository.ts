import type { Kysely } from 'kysely';
import type { DealershipOverviewStore } from '#application/ports/dealership-overview.port.ts';
import { dealershipFactsOf, dealershipFactsQuery } from './dashboard.repository.ts';
import type { DB } from './db.generated.ts';

/** The platform's homes (issue 16): many dealerships' facts in one query (docs/decisions/086). */
export const createDealershipOverviewStore = (db: Kysely<DB>): DealershipOverviewStore => ({
  list: async (concessionIds) => {
    if (concessionIds !== null && concessionIds.length === 0) return [];
    let query = dealershipFactsQuery(db).where('c.isDemo', '=', false);
    if (concessionIds !== null) query = query.where('c.id', 'in', concessionIds);
    const rows = await query.orderBy('c.name').orderBy('c.id').execute();
    return rows.map((row) => ({ ...dealershipFactsOf(row), name: row.name, city: row.city }));
  },
});
