import { sql, type Kysely } from 'kysely';
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
  'find' | 'list' | 'history' | 'currentSaleOf' | 'dueForArchive' | 'expiredHoldsToNotify'
>;

// A kiosk visit reads its client after each save, locked first: compiled once (decision 110).
const byId = compiledOnce(['clientId'], (db: Kysely<DB>, { clientId }) =>
  selectClients(db).where('c.id', '=', clientId),
);
const byIdForUpdate = compiledOnce(['clientId'], (db: Kysely<DB>, { clientId }) =>
  selectClients(db).where('c.id', '=', clientId).forUpdate('c'),
);

/** What the client store reads: one client, lists, a client's history, and the jobs' due clients. */
export const createClientReads = (db: Kysely<DB>): ClientReads => ({
  find: async (clientId, options) => {
    const [row] = await (options?.forUpdate ? byIdForUpdate : byId)(db, { clientId });
    return row ? clientOfRow(row) : null;
  },

  list: async (filter) => {
    let query = selectListedClients(db);
    if (filter.concessionIds !== null) {
      if (filter.concessionIds.length === 0) return [];
      query = query.where('c.concessionId', 'in', filter.concessionIds);
    }
    if (filter.statuses && filter.statuses.length > 0) {
      query = query.where('c.status', 'in', filter.statuses);
    }
    if (filter.carIds && filter.carIds.length > 0) {
      const carIds = filter.carIds;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('clientCarInterests as ci')
            .select('ci.clientId')
            .whereRef('ci.clientId', '=', 'c.id')
            .where('ci.carId', 'in', carIds),
        ),
      );
    }
    if (filter.sellerIds && filter.sellerIds.length > 0) {
      const ids = filter.sellerIds.filter((id): id is string => id !== null);
      const unassigned = filter.sellerIds.includes(null);
      query = query.where((eb) =>
        eb.or([
          ...(ids.length > 0 ? [eb('c.sellerId', 'in', ids)] : []),
          ...(unassigned ? [eb('c.sellerId', 'is', null)] : []),
        ]),
      );
    }
    const page = query
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id')
      .limit(filter.limit)
      .offset(filter.offset);
    const { rows: list } = await listedPageAsJson(db, page).executeTakeFirstOrThrow();
    return toListedClients(list);
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
