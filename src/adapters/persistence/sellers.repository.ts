import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  ListedSeller,
  SellerRecord,
  SellerStore,
} from '#application/ports/seller-store.port.ts';
import { isPairable } from '#domain/access/licences.ts';
import { heartbeatCutoff } from '#domain/matching/index.ts';
import { availableSellers } from './available-sellers.ts';
import { compiledOnce } from './compiled-once.ts';
import type { DB } from './db.generated.ts';
import { columnFields, jsonRows } from './json-rows.ts';

/** An advisor's columns as the code reads them (`u`: the user, `p`: the profile, `t`: the test). */
const SELLER_COLUMNS = [
  'u.id',
  'u.concessionId',
  'u.firstName',
  'u.lastName',
  'u.phone',
  'u.language',
  'u.picturePath',
  'u.signedContractAt',
  'p.hobbies',
  'p.spokenLanguages',
  'p.carSellerStartedYear',
  'p.carSellerStartedMonth',
  'p.concessionSellerStartedYear',
  'p.concessionSellerStartedMonth',
  'p.statisticsStatus',
  'p.showEndQuestionnaire',
  'p.lastHeartbeatAt',
  'p.lastOnSiteHeartbeatAt',
  't.profileNumber',
  't.descriptors',
] as const;

const selectSellers = (db: Kysely<DB>) =>
  db
    .selectFrom('users as u')
    .innerJoin('sellerProfiles as p', 'p.userId', 'u.id')
    .leftJoin('psychometricTests as t', (join) =>
      join.onRef('t.userId', '=', 'u.id').on('t.completedAt', 'is not', null),
    )
    .select(SELLER_COLUMNS)
    .select([
      sql<boolean>`u.password_hash is not null`.as('hasPassword'),
      (eb) =>
        eb
          .selectFrom('licences as l')
          .select('l.kind')
          .whereRef('l.userId', '=', 'u.id')
          .limit(1)
          .as('licence'),
    ])
    .where('u.role', '=', 'seller')
    .where('u.deletedAt', 'is', null);

/**
 * Advisors, each with whether they are available now: the available advisors of the same
 * dealerships are one sub-query, run once for the list (decision 116).
 */
const listed = (
  db: Kysely<DB>,
  query: ReturnType<typeof selectSellers>,
  inConcession: RawBuilder<boolean>,
  cutoff: unknown,
) =>
  query.select(
    sql<boolean>`u.id = any(array(${availableSellers(db, inConcession, cutoff).select(
      'u.id',
    )}))`.as('available'),
  );

type Row = Awaited<ReturnType<ReturnType<typeof selectSellers>['executeTakeFirstOrThrow']>>;
type ListedRow = Row & { available: boolean };

const LISTED = jsonRows<ListedRow>(
  { ...columnFields(SELLER_COLUMNS), hasPassword: true, licence: true, available: true },
  { signedContractAt: true, lastHeartbeatAt: true, lastOnSiteHeartbeatAt: true },
);

/**
 * A list of advisors as one JSON text, by name, then id: one `JSON.parse` instead of a parser per
 * column of each row (docs/decisions/131 and 134).
 */
const listedAsJson = (...list: Parameters<typeof listed>) =>
  LISTED.select(
    list[0],
    listed(...list),
    sql`order by ${sql.ref('r.firstName')}, ${sql.ref('r.lastName')}, ${sql.ref('r.id')}`,
  );

const toRecord = (row: Row): SellerRecord => ({
  id: row.id,
  // Sellers always belong to a concession (users_concession_matches_role).
  concessionId: row.concessionId ?? '',
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  language: row.language,
  picturePath: row.picturePath,
  hobbies: row.hobbies,
  spokenLanguages: row.spokenLanguages,
  carSellerStarted: { year: row.carSellerStartedYear, month: row.carSellerStartedMonth },
  concessionSellerStarted: {
    year: row.concessionSellerStartedYear,
    month: row.concessionSellerStartedMonth,
  },
  statisticsStatus: row.statisticsStatus,
  showEndQuestionnaire: row.showEndQuestionnaire,
  signedContract: row.signedContractAt !== null,
  profileNumber: row.profileNumber ?? null,
  descriptors: row.descriptors ?? [],
  lastHeartbeatAt: row.lastHeartbeatAt,
  lastOnSiteHeartbeatAt: row.lastOnSiteHeartbeatAt,
  pairable: isPairable({
    licence: row.licence ?? null,
    hasPassword: row.hasPassword,
    signedContract: row.signedContractAt !== null,
    psychometricTestComplete: row.profileNumber !== null,
  }),
});

// The dealership's advisors (the kiosk, the advisor's and the managers' pages) and one advisor: each
// compiled once (decision 110). Other lists (the platform's, chosen advisors) are built per call.
const inConcessions = compiledOnce(
  ['concessionIds', 'cutoff'],
  (db: Kysely<DB>, { concessionIds, cutoff }) => {
    const inConcession = sql<boolean>`u.concession_id = any(${concessionIds}::uuid[])`;
    return listedAsJson(db, selectSellers(db).where(inConcession), inConcession, cutoff);
  },
);
const byId = compiledOnce(['sellerId'], (db: Kysely<DB>, { sellerId }) =>
  selectSellers(db).where('u.id', '=', sellerId),
);
// One advisor as a list of one: availability is looked up for that id only (decision 122).
const byIdWithAvailability = compiledOnce(
  ['sellerId', 'cutoff'],
  (db: Kysely<DB>, { sellerId, cutoff }) =>
    listed(
      db,
      selectSellers(db).where('u.id', '=', sellerId),
      sql<boolean>`u.id = ${sellerId}`,
      cutoff,
    ),
);

const withAvailability = (row: ListedRow): ListedSeller => ({
  ...toRecord(row),
  available: row.available,
});

/** Advisors: their cards (Sellers API) and the seller app's presence heartbeats. */
export const createSellerStore = (db: Kysely<DB>): SellerStore => ({
  list: async ({ concessionIds, ids }, now) => {
    if (concessionIds?.length === 0 || ids?.length === 0) return [];
    const cutoff = heartbeatCutoff(now);
    if (concessionIds !== null && ids === undefined) {
      const [list] = await inConcessions(db, { concessionIds: [...concessionIds], cutoff });
      return LISTED.read(list?.rows ?? '[]').map(withAvailability);
    }
    const inConcession =
      concessionIds === null
        ? sql<boolean>`true`
        : sql<boolean>`u.concession_id = any(${[...concessionIds]}::uuid[])`;
    let query = selectSellers(db).where(inConcession);
    if (ids !== undefined) query = query.where('u.id', 'in', ids);
    const { rows } = await listedAsJson(db, query, inConcession, cutoff).executeTakeFirstOrThrow();
    return LISTED.read(rows).map(withAvailability);
  },

  find: async (sellerId) => {
    const [row] = await byId(db, { sellerId });
    return row ? toRecord(row) : null;
  },

  findWithAvailability: async (sellerId, now) => {
    const [row] = await byIdWithAvailability(db, { sellerId, cutoff: heartbeatCutoff(now) });
    return row ? withAvailability(row) : null;
  },

  updateProfile: async (sellerId, { hobbies, experience }) => {
    await db
      .updateTable('sellerProfiles')
      .set({
        hobbies: [...hobbies],
        carSellerStartedYear: experience.carSellerStartedAt.year,
        carSellerStartedMonth: experience.carSellerStartedAt.month,
        concessionSellerStartedYear: experience.concessionSellerStartedAt.year,
        concessionSellerStartedMonth: experience.concessionSellerStartedAt.month,
      })
      .where('userId', '=', sellerId)
      .execute();
  },

  setShowEndQuestionnaire: async (sellerId, show) => {
    await db
      .updateTable('sellerProfiles')
      .set({ showEndQuestionnaire: show })
      .where('userId', '=', sellerId)
      .execute();
  },

  recordHeartbeat: async (sellerId, address, at) => {
    // On site: the dealership configured no network, or the address is within one of them. The
    // address is a parameter cast to inet (a malformed one would throw: the caller passes what the
    // socket reported, or null).
    const onSite = sql<boolean>`(
      select cardinality(k.egress_networks) = 0
        or (${address}::inet is not null and ${address}::inet <<= any(k.egress_networks))
      from users u join concessions k on k.id = u.concession_id
      where u.id = ${sellerId}
    )`;
    const row = await db
      .updateTable('sellerProfiles')
      .set({
        lastHeartbeatAt: at,
        lastOnSiteHeartbeatAt: sql`case when ${onSite} then ${at}::timestamptz
          else seller_profiles.last_on_site_heartbeat_at end`,
      })
      .where('userId', '=', sellerId)
      .returning(sql<boolean>`coalesce(${onSite}, false)`.as('onSite'))
      .executeTakeFirst();
    return { onSite: row?.onSite ?? false };
  },
});
