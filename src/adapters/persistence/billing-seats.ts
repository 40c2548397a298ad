import type { Kysely } from 'kysely';
import { SELLER_LICENCES } from '#domain/access/licences.ts';
import type { SellerSeats } from '#domain/billing/extra-seats.ts';
import type { LicenceKind } from '#domain/billing/subscription-state.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { DB } from './db.generated.ts';

type SeatQueries = Pick<
  BillingStore,
  | 'licenceCounts'
  | 'seatedSellers'
  | 'sellerSeats'
  | 'moveToIncludedSeats'
  | 'removeFreeLicences'
  | 'addLicences'
>;

/** The billing store's side of the seats (docs/decisions/064, 092, 104). */
export const createSeatQueries = (db: Kysely<DB>): SeatQueries => ({
  licenceCounts: async (concessionId) => {
    const rows = await db
      .selectFrom('licences')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
      .where('concessionId', '=', concessionId)
      .groupBy('kind')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.kind, Number(row.count)])) as Partial<
      Record<LicenceKind, number>
    >;
  },
  seatedSellers: async (concessionId) => {
    const row = await db
      .selectFrom('licences')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('concessionId', '=', concessionId)
      .where('kind', 'in', SELLER_LICENCES)
      .where('userId', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
  sellerSeats: async (concessionId) => {
    // Locked: the members module gives seats out under the same lock (decision 064).
    const rows = await db
      .selectFrom('licences')
      .select(['kind', 'userId'])
      .where('concessionId', '=', concessionId)
      .where('kind', 'in', SELLER_LICENCES)
      .forUpdate()
      .execute();
    const count = (kind: LicenceKind) => {
      const ofKind = rows.filter((row) => row.kind === kind);
      return { total: ofKind.length, taken: ofKind.filter((row) => row.userId !== null).length };
    };
    return { included: count('seller'), extra: count('supplementarySeller') } satisfies SellerSeats;
  },
  moveToIncludedSeats: async (concessionId, count, now) => {
    if (count <= 0) return;
    const extra = await db
      .selectFrom('licences')
      .select(['id', 'userId'])
      .where('concessionId', '=', concessionId)
      .where('kind', '=', 'supplementarySeller')
      .where('userId', 'is not', null)
      .limit(count)
      .execute();
    const included = await db
      .selectFrom('licences')
      .select('id')
      .where('concessionId', '=', concessionId)
      .where('kind', '=', 'seller')
      .where('userId', 'is', null)
      .limit(count)
      .execute();
    for (const [index, seat] of extra.entries()) {
      const target = included[index];
      if (!target || !seat.userId) return;
      // Freed first: a user holds one seat at most (unique index).
      await db
        .updateTable('licences')
        .set({ userId: null, assignedAt: null })
        .where('id', '=', seat.id)
        .execute();
      await db
        .updateTable('licences')
        .set({ userId: seat.userId, assignedAt: now })
        .where('id', '=', target.id)
        .execute();
    }
  },
  removeFreeLicences: async (concessionId, kind, count) => {
    if (count <= 0) return;
    // Only seats nobody holds: a member never loses their seat to a change of the subscription.
    const free = db
      .selectFrom('licences')
      .select('id')
      .where('concessionId', '=', concessionId)
      .where('kind', '=', kind)
      .where('userId', 'is', null)
      .limit(count);
    await db.deleteFrom('licences').where('id', 'in', free).execute();
  },
  addLicences: async (concessionId, kinds, now) => {
    if (kinds.length === 0) return;
    await db
      .insertInto('licences')
      .values(kinds.map((kind) => ({ concessionId, kind, createdAt: now })))
      .execute();
  },
});
