import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ClientStore } from '#application/ports/client-store.port.ts';
import {
  clientOfRow,
  isRecord,
  listedPageAsJson,
  readFeedback,
  selectClients,
  selectListedClients,
  toListedClients,
  toRecords,
} from './client-select.ts';
import type { DB } from './db.generated.ts';
import { compiledOnce } from './compiled-once.ts';
import { carNamesOf } from './kiosk-catalogue.repository.ts';

type ClientReads = Pick<
  ClientStore,
  | 'find'
  | 'findVersioned'
  | 'list'
  | 'history'
  | 'currentSaleOf'
  | 'dueForArchive'
  | 'expiredHoldsToNotify'
>;

// A kiosk visit reads its client after each save, locked first: compiled once (decision 110).
const byId = compiledOnce(['clientId'], (db: Kysely<DB>, { clientId }) =>
  selectClients(db).where('c.id', '=', clientId),
);
const byIdForUpdate = compiledOnce(['clientId'], (db: Kysely<DB>, { clientId }) =>
  selectClients(db).where('c.id', '=', clientId).forUpdate('c'),
);
// A save outside a transaction reads its client with the row's version (decision 145).
const byIdVersioned = compiledOnce(['clientId'], (db: Kysely<DB>, { clientId }) =>
  selectClients(db)
    .select(sql<string>`c.xmin::text`.as('version'))
    .where('c.id', '=', clientId),
);

/**
 * Which of a list's filters are set: each combination is one statement. One dealership (every role
 * but a bpm's and the platform's) is its own case: PostgreSQL then reads the dealership's clients
 * newest first from its index and stops at the page's end, where a list of dealerships makes it
 * sort them all.
 */
type ListShape = Record<'statuses' | 'cars' | 'sellers' | 'unassigned', boolean> & {
  concessions: 'all' | 'one' | 'some';
};
type ListParameter =
  'concessionId' | 'concessionIds' | 'statuses' | 'carIds' | 'sellerIds' | 'limit' | 'offset';

/** The conditions of a list's filters but its statuses, on clients aliased `c`. */
const filtersOf = (shape: ListShape, m: Record<ListParameter, string>) => {
  const where: RawBuilder<boolean>[] = [];
  if (shape.concessions === 'one') where.push(sql`c.concession_id = ${m.concessionId}::uuid`);
  if (shape.concessions === 'some') {
    where.push(sql`c.concession_id = any(${m.concessionIds}::uuid[])`);
  }
  if (shape.cars) {
    where.push(sql`exists (select from client_car_interests ci
      where ci.client_id = c.id and ci.car_id = any(${m.carIds}::uuid[]))`);
  }
  const sellers = [
    ...(shape.sellers ? [sql`c.seller_id = any(${m.sellerIds}::uuid[])`] : []),
    ...(shape.unassigned ? [sql`c.seller_id is null`] : []),
  ];
  if (sellers.length > 0) where.push(sql`(${sql.join(sellers, sql` or `)})`);
  return where;
};

/**
 * A list's page of one shape, compiled once (decision 110): lists go in whole as array parameters,
 * so the statement's text depends only on which filters are set, never on their values. The
 * advisor's home and the API read lists on every visit; building the query and its JSON page cost
 * about a tenth of the advisor's home (docs/decisions/133).
 *
 * One dealership's clients of some statuses (the advisor's home: its live clients) are found status
 * by status, each newest first from the dealership's index of statuses, stopping at the page's end:
 * read in the order of arrival instead, every client of the dealership's history went through the
 * filter (docs/decisions/135).
 */
const compiledList = (shape: ListShape) => {
  const names: ListParameter[] = ['limit', 'offset'];
  if (shape.concessions === 'one') names.push('concessionId');
  if (shape.concessions === 'some') names.push('concessionIds');
  if (shape.statuses) names.push('statuses');
  if (shape.cars) names.push('carIds');
  if (shape.sellers) names.push('sellerIds');
  return compiledOnce(names, (db: Kysely<DB>, m) => {
    const filters = filtersOf(shape, m);
    let query = selectListedClients(db);
    if (shape.statuses && shape.concessions === 'one') {
      let newest = db
        .selectFrom('clients as c')
        .select('c.id')
        .where('c.deletedAt', 'is', null)
        .where(sql<boolean>`c.status = st.status`);
      for (const filter of filters) newest = newest.where(filter);
      newest = newest
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.id')
        .limit(sql<number>`${m.limit}::int + ${m.offset}::int`);
      query = query.where(
        sql<boolean>`c.id = any(array(select x.id from unnest(${m.statuses}::text[]) as st (status)
          cross join lateral ${newest} as x))`,
      );
    } else {
      for (const filter of filters) query = query.where(filter);
      if (shape.statuses) {
        query = query.where(sql<boolean>`c.status = any(${m.statuses}::text[])`);
      }
    }
    const page = query
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id')
      .limit(sql<number>`${m.limit}::int`)
      .offset(sql<number>`${m.offset}::int`);
    return listedPageAsJson(db, page);
  });
};
const lists = new Map<string, ReturnType<typeof compiledList>>();
const listOfShape = (shape: ListShape) => {
  const key = JSON.stringify(shape);
  let list = lists.get(key);
  if (!list) {
    list = compiledList(shape);
    lists.set(key, list);
  }
  return list;
};

/** What the client store reads: one client, lists, a client's history, and the jobs' due clients. */
export const createClientReads = (db: Kysely<DB>): ClientReads => ({
  find: async (clientId, options) => {
    const [row] = await (options?.forUpdate ? byIdForUpdate : byId)(db, { clientId });
    return row ? clientOfRow(row) : null;
  },

  findVersioned: async (clientId) => {
    const [row] = await byIdVersioned(db, { clientId });
    return row ? { client: clientOfRow(row), version: row.version } : null;
  },

  list: async (filter) => {
    const { concessionIds } = filter;
    if (concessionIds?.length === 0) return [];
    const sellerIds = filter.sellerIds?.filter((id): id is string => id !== null) ?? [];
    const shape: ListShape = {
      concessions: concessionIds === null ? 'all' : concessionIds.length === 1 ? 'one' : 'some',
      statuses: (filter.statuses?.length ?? 0) > 0,
      cars: (filter.carIds?.length ?? 0) > 0,
      sellers: sellerIds.length > 0,
      unassigned: filter.sellerIds?.includes(null) ?? false,
    };
    const [page] = await listOfShape(shape)(db, {
      concessionId: concessionIds?.[0],
      concessionIds,
      statuses: filter.statuses,
      carIds: filter.carIds,
      sellerIds,
      limit: filter.limit,
      offset: filter.offset,
    });
    return toListedClients(page?.rows ?? '[]');
  },

  history: async (clientId) => {
    const rows = await db
      .selectFrom('clientStatusChanges as h')
      .leftJoin('users as actor', 'actor.id', 'h.actorUserId')
      .leftJoin('users as s', 's.id', 'h.sellerId')
      .select([
        'h.fromStatus',
        'h.toStatus',
        'h.at',
        'h.actorUserId',
        'h.actorRole',
        'actor.firstName as actorFirstName',
        'actor.lastName as actorLastName',
        'actor.email as actorEmail',
        'h.sellerId',
        's.firstName as sellerFirstName',
        's.lastName as sellerLastName',
        'h.reason',
        'h.feedback',
      ])
      .where('h.clientId', '=', clientId)
      .orderBy('h.at')
      .orderBy('h.id')
      .execute();
    const feedbacks = rows.map((row) =>
      isRecord(row.feedback) ? readFeedback(row.feedback) : null,
    );
    const names = await carNamesOf(db, [
      ...new Set(
        feedbacks.flatMap((feedback) => [
          ...(feedback?.modelsViewed ?? []),
          ...(feedback?.modelsSold ?? []),
        ]),
      ),
    ]);
    const cars = (ids: readonly string[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
    return rows.map((row, index) => {
      const feedback = feedbacks[index];
      const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ');
      return {
        from: row.fromStatus,
        to: row.toStatus,
        at: row.at,
        actor: {
          userId: row.actorUserId,
          role: row.actorRole,
          // A kiosk account has no name: its email says which tablet it was.
          name: name !== '' ? name : (row.actorEmail ?? null),
        },
        seller: row.sellerId
          ? { id: row.sellerId, firstName: row.sellerFirstName, lastName: row.sellerLastName }
          : null,
        reason: row.reason,
        ending: feedback
          ? {
              outcome: feedback.outcome,
              modelsViewed: cars(feedback.modelsViewed),
              modelsSold: cars(feedback.modelsSold),
              comment: feedback.comment,
            }
          : null,
      };
    });
  },

  currentSaleOf: async (sellerId) => {
    const row = await db
      .selectFrom('clients')
      .select(['id', 'holdExpiresAt'])
      .where('sellerId', '=', sellerId)
      .where('status', '=', 'withAdvisor')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row?.holdExpiresAt ? { clientId: row.id, holdExpiresAt: row.holdExpiresAt } : null;
  },

  dueForArchive: async (now, limit) => {
    const rows = await selectClients(db)
      .innerJoin('concessions as k', 'k.id', 'c.concessionId')
      .where('c.status', '=', 'beBack')
      .where(sql<boolean>`c.be_back_at + k.archive_delay_weeks * interval '1 week' <= ${now}`)
      .orderBy('c.beBackAt')
      .limit(limit)
      .execute();
    return toRecords(rows);
  },

  expiredHoldsToNotify: async (now, limit) => {
    const rows = await selectClients(db)
      .where('c.status', '=', 'withAdvisor')
      .where('c.holdExpiresAt', '<=', now)
      .where('c.holdExpiryNotifiedAt', 'is', null)
      .orderBy('c.holdExpiresAt')
      .limit(limit)
      .execute();
    return toRecords(rows);
  },
});
