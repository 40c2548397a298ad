import { sql, type Kysely } from 'kysely';
import type {
  PastClient,
  PastClientFilter,
  StatisticsStore,
} from '#application/ports/statistics.port.ts';
import type { DB } from './db.generated.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The end-relationship dialog's outcome and comment. Rows written before the outcome was stored
 * (demo data) say only whether it sold; a client now be-back or archived (archiving follows a
 * be-back) ended that way.
 */
const feedbackOf = (stored: unknown, status: string | null): PastClient['feedback'] => {
  if (!isRecord(stored)) return null;
  const outcome =
    stored.outcome === 'sold' || stored.outcome === 'notSold' || stored.outcome === 'beBack'
      ? stored.outcome
      : stored.sale === true
        ? 'sold'
        : status === 'beBack' || status === 'archived'
          ? 'beBack'
          : 'notSold';
  return { outcome, comment: typeof stored.comment === 'string' ? stored.comment : '' };
};

/**
 * Clients with the time of their latest status change, which the history lists sort and filter on
 * (the index on client_status_changes (client_id, at) answers the max for each client).
 */
const withStatusAt = (db: Kysely<DB>) =>
  db
    .selectFrom('clients as c')
    .leftJoin('users as s', 's.id', 'c.sellerId')
    .select([
      'c.id',
      'c.concessionId',
      'c.firstName',
      'c.lastName',
      'c.status',
      'c.sellerId',
      's.firstName as sellerFirstName',
      's.lastName as sellerLastName',
      'c.sequence',
      'c.language',
      'c.createdAt',
      'c.feedback',
      sql<Date>`coalesce(
        (select max(h.at) from client_status_changes h where h.client_id = c.id),
        c.updated_at
      )`.as('statusAt'),
    ])
    .where('c.deletedAt', 'is', null)
    .where('c.status', 'is not', null);

type Row = Awaited<ReturnType<ReturnType<typeof withStatusAt>['executeTakeFirstOrThrow']>>;

const toPastClient = (row: Row): PastClient | null =>
  row.status === null
    ? null
    : {
        id: row.id,
        concessionId: row.concessionId,
        firstName: row.firstName,
        lastName: row.lastName,
        status: row.status,
        seller: row.sellerId
          ? { id: row.sellerId, firstName: row.sellerFirstName, lastName: row.sellerLastName }
          : null,
        sequence: row.sequence,
        language: row.language,
        createdAt: row.createdAt,
        statusAt: new Date(row.statusAt),
        feedback: feedbackOf(row.feedback, row.status),
      };

/** Statistics (docs/spec/decisions.md section 9), advisors' access to them, and the clients history. */
export const createStatisticsStore = (db: Kysely<DB>): StatisticsStore => {
  /** The rows statistics count (closings, be-backs and returns) of these dealerships. */
  const countedChanges = (concessionIds: readonly string[], since: Date | null) => {
    const query = db
      .selectFrom('clientStatusChanges as h')
      .select(['h.clientId', 'h.fromStatus as from', 'h.toStatus as to', 'h.sellerId', 'h.at'])
      .where('h.concessionId', 'in', concessionIds)
      .where((eb) =>
        eb.or([
          eb('h.toStatus', 'in', ['sold', 'notSold', 'beBack']),
          eb.and([eb('h.fromStatus', '=', 'beBack'), eb('h.toStatus', '=', 'withAdvisor')]),
        ]),
      );
    // Returns follow their be-back, so rows from the range's start on are all that can count.
    return since === null ? query : query.where('h.at', '>=', since);
  };
  const filtered = (filter: PastClientFilter) => {
    let query = db.selectFrom(withStatusAt(db).as('p')).where('p.status', 'in', filter.statuses);
    if (filter.concessionIds !== null) {
      // An empty list reaches nothing: `in ()` is not valid SQL, a false condition is.
      query =
        filter.concessionIds.length === 0
          ? query.where(sql<boolean>`false`)
          : query.where('p.concessionId', 'in', filter.concessionIds);
    }
    if (filter.sellerId !== undefined) query = query.where('p.sellerId', '=', filter.sellerId);
    if (filter.from !== null) query = query.where('p.statusAt', '>=', filter.from);
    if (filter.to !== null) query = query.where('p.statusAt', '<', filter.to);
    return query;
  };

  return {
    findSeller: async (sellerId) => {
      const row = await db
        .selectFrom('users as u')
        .innerJoin('sellerProfiles as p', 'p.userId', 'u.id')
        .innerJoin('concessions as k', 'k.id', 'u.concessionId')
        .select([
          'u.id',
          'u.concessionId',
          'u.firstName',
          'u.lastName',
          'u.email',
          'p.statisticsStatus',
          'k.timeZone',
        ])
        .where('u.id', '=', sellerId)
        .where('u.role', '=', 'seller')
        .where('u.deletedAt', 'is', null)
        .executeTakeFirst();
      if (!row?.concessionId) return null;
      return { ...row, concessionId: row.concessionId };
    },

    setStatisticsStatus: async (sellerId, expected, status, at) => {
      const result = await db
        .updateTable('sellerProfiles')
        .set({ statisticsStatus: status, updatedAt: at })
        .where('userId', '=', sellerId)
        .where('statisticsStatus', '=', expected)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    statusChanges: async ({ concessionId, sellerId, since }) => {
      let query = countedChanges([concessionId], since);
      if (sellerId !== undefined) {
        query = query.where((eb) =>
          eb.or([
            eb('h.sellerId', '=', sellerId),
            eb.and([
              eb('h.fromStatus', '=', 'beBack'),
              eb(
                'h.clientId',
                'in',
                eb
                  .selectFrom('clientStatusChanges as b')
                  .select('b.clientId')
                  .where('b.concessionId', '=', concessionId)
                  .where('b.sellerId', '=', sellerId)
                  .where('b.toStatus', '=', 'beBack'),
              ),
            ]),
          ]),
        );
      }
      return query.orderBy('h.at').orderBy('h.id').execute();
    },

    statusChangesOf: async ({ concessionIds, since }) =>
      concessionIds.length === 0
        ? []
        : countedChanges(concessionIds, since)
            .select('h.concessionId')
            .orderBy('h.at')
            .orderBy('h.id')
            .execute(),

    timeZoneOf: async (concessionId) => {
      const row = await db
        .selectFrom('concessions')
        .select('timeZone')
        .where('id', '=', concessionId)
        .executeTakeFirst();
      return row?.timeZone ?? null;
    },

    countPastClients: async (filter) => {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    pastClients: async (filter, { limit, offset }) => {
      const rows = await filtered(filter)
        .selectAll('p')
        .orderBy('p.statusAt', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toPastClient).filter((client): client is PastClient => client !== null);
    },

    pastClient: async (clientId) => {
      const row = await withStatusAt(db).where('c.id', '=', clientId).executeTakeFirst();
      return row ? toPastClient(row) : null;
    },

    sellersOf: async (concessionIds) => {
      let query = db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName'])
        .where('role', '=', 'seller')
        .where('deletedAt', 'is', null);
      if (concessionIds !== null) {
        if (concessionIds.length === 0) return [];
        query = query.where('concessionId', 'in', concessionIds);
      }
      return query.orderBy('firstName').orderBy('lastName').orderBy('id').execute();
    },
  };
};
