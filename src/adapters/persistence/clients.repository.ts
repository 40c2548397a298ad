import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import {
  SaleInProgressConflict,
  type ClientFeedback,
  type ClientRecord,
  type ClientStore,
} from '#application/ports/client-store.port.ts';
import type { RelationshipOutcome } from '#domain/client-flow/index.ts';
import type { AnswerSheet } from '#domain/psychometrics/index.ts';
import { json, statusChangeRow, transitionColumns } from './client-rows.ts';
import type { Clients, DB } from './db.generated.ts';
import { scoreColumns } from './psychometrics.repository.ts';

const UNIQUE_VIOLATION = '23505';
const ONE_SALE_PER_SELLER = 'clients_one_sale_per_seller_key';

const isOneSaleViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: unknown }).constraint === ONE_SALE_PER_SELLER;

const carsOf = (kind: 'interested' | 'viewed' | 'sold') =>
  sql<string[]>`array(select car_id::text from client_car_interests i
    where i.client_id = c.id and i.kind = ${kind} order by i.car_id)`;

/** One query shape for every read: the client, its advisor, its personality part and its cars. */
const selectClients = (db: Kysely<DB>) =>
  db
    .selectFrom('clients as c')
    .leftJoin('users as s', 's.id', 'c.sellerId')
    .leftJoin('psychometricTests as t', 't.clientId', 'c.id')
    .selectAll('c')
    .select([
      's.firstName as sellerFirstName',
      's.lastName as sellerLastName',
      't.answers as personalityAnswers',
      't.completedAt as personalityCompletedAt',
      carsOf('interested').as('carsInterested'),
      carsOf('viewed').as('carsViewed'),
      carsOf('sold').as('carsSold'),
    ])
    .where('c.deletedAt', 'is', null);

type Row = Selectable<Clients> & {
  sellerFirstName: string | null;
  sellerLastName: string | null;
  personalityAnswers: unknown;
  personalityCompletedAt: Date | null;
  carsInterested: string[];
  carsViewed: string[];
  carsSold: string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toRecord = (row: Row): ClientRecord => ({
  id: row.id,
  concessionId: row.concessionId,
  status: row.status,
  sellerId: row.sellerId,
  seller: row.sellerId
    ? { id: row.sellerId, firstName: row.sellerFirstName, lastName: row.sellerLastName }
    : null,
  language: row.language,
  sequence: row.sequence,
  firstName: row.firstName,
  lastName: row.lastName,
  questionnaire: isRecord(row.questionnaire) ? row.questionnaire : {},
  draft: isRecord(row.questionnaireDraft) ? row.questionnaireDraft : {},
  createdBy: row.createdBy,
  personality: {
    // Written only after validateAnswers.
    answers: (isRecord(row.personalityAnswers) ? row.personalityAnswers : {}) as AnswerSheet,
    completed: row.personalityCompletedAt !== null,
  },
  feedback: isRecord(row.feedback) ? readFeedback(row.feedback) : null,
  selectionMode: row.selectionMode,
  matchScore: row.matchScore,
  createdAt: row.createdAt,
  questionnaireCompletedAt: row.questionnaireCompletedAt,
  sellerAssignedAt: row.sellerAssignedAt,
  acceptedAt: row.acceptedAt,
  holdExpiresAt: row.holdExpiresAt,
  resumedAt: row.resumedAt,
  beBackAt: row.beBackAt,
  closedAt: row.closedAt,
  archivedAt: row.archivedAt,
  cars: { interested: row.carsInterested, viewed: row.carsViewed, sold: row.carsSold },
});

/** Feedback is written only by the end-relationship dialog, outcome included (decision 032). */
const readFeedback = (stored: Record<string, unknown>): ClientFeedback => {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return {
    outcome: stored.outcome as RelationshipOutcome,
    sale: stored.sale === true,
    modelsViewed: strings(stored.modelsViewed),
    modelsSold: strings(stored.modelsSold),
    comment: typeof stored.comment === 'string' ? stored.comment : '',
  };
};

/** Replaces a client's cars of one kind. */
const replaceCars = async (
  db: Kysely<DB>,
  clientId: string,
  kind: 'interested' | 'viewed' | 'sold',
  carIds: readonly string[],
) => {
  await db
    .deleteFrom('clientCarInterests')
    .where('clientId', '=', clientId)
    .where('kind', '=', kind)
    .execute();
  if (carIds.length === 0) return;
  await db
    .insertInto('clientCarInterests')
    .values(carIds.map((carId) => ({ clientId, carId, kind })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};

const isNullOr =
  (column: 'c.status' | 'c.sellerId', value: string | null) =>
  (eb: ExpressionBuilder<DB & { c: Clients }, 'c'>) =>
    value === null ? eb(column, 'is', null) : eb(column, '=', value);

/**
 * Walk-in clients (docs/spec/decisions.md section 3). Every status change goes through `applyTransition`: one
 * conditional UPDATE on the state the domain decided from, and its history row, in the caller's
 * transaction. Two advisors accepting at once both run the UPDATE; PostgreSQL lets the second one
 * re-check its WHERE after the first commits, finds the status changed, and updates nothing.
 */
export const createClientStore = (db: Kysely<DB>): ClientStore => {
  const find: ClientStore['find'] = async (clientId, options) => {
    let query = selectClients(db).where('c.id', '=', clientId);
    if (options?.forUpdate) query = query.forUpdate('c');
    const row = await query.executeTakeFirst();
    return row ? toRecord(row as Row) : null;
  };

  return {
    create: async ({ concessionId, language, sequence, createdBy, at }) => {
      const { id } = await db
        .insertInto('clients')
        .values({ concessionId, language, sequence, createdBy, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await find(id);
      if (!created) throw new Error(`client ${id} vanished after insert`);
      return created;
    },

    find,

    list: async (filter) => {
      let query = selectClients(db);
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
      const rows = await query
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      return rows.map((row) => toRecord(row as Row));
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
        ])
        .where('h.clientId', '=', clientId)
        .orderBy('h.at')
        .orderBy('h.id')
        .execute();
      return rows.map((row) => {
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
        };
      });
    },

    saveAnswers: async (clientId, input, at) => {
      await db
        .updateTable('clients')
        .set({
          questionnaire: json(input.questionnaire),
          language: input.language,
          sequence: input.sequence,
          updatedAt: at,
        })
        .where('id', '=', clientId)
        .execute();
      await replaceCars(db, clientId, 'interested', input.modelsOfInterest);
    },

    saveDraft: async (clientId, draft, at) => {
      await db
        .updateTable('clients')
        .set({ questionnaireDraft: json(draft), updatedAt: at })
        .where('id', '=', clientId)
        .execute();
    },

    savePersonalityDraft: async (clientId, answers, at) => {
      await db
        .insertInto('psychometricTests')
        .values({
          clientId,
          form: 'client16',
          answers: json(answers),
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((conflict) =>
          conflict.column('clientId').doUpdateSet({ answers: json(answers), updatedAt: at }),
        )
        .execute();
    },

    savePersonalityScore: async (clientId, answers, score, at) => {
      const values = {
        answers: json(answers),
        completedAt: at,
        ...scoreColumns(score.value),
        lambdaVersionId: score.lambdaId,
        scoredAt: at,
        updatedAt: at,
      };
      await db
        .insertInto('psychometricTests')
        .values({ clientId, form: 'client16', createdAt: at, ...values })
        .onConflict((conflict) => conflict.column('clientId').doUpdateSet(values))
        .execute();
    },

    clearPersonality: async (clientId) => {
      await db
        .deleteFrom('psychometricTests')
        .where('clientId', '=', clientId)
        .where('completedAt', 'is', null)
        .execute();
    },

    applyTransition: async (input) => {
      const { change, feedback } = input;
      try {
        const updated = await db
          .updateTable('clients as c')
          .set(transitionColumns(input))
          .where('c.id', '=', input.clientId)
          .where('c.deletedAt', 'is', null)
          .where(isNullOr('c.status', input.expected.status))
          .where(isNullOr('c.sellerId', input.expected.sellerId))
          .returning(['c.id', 'c.sellerId'])
          .executeTakeFirst();
        if (!updated) return false;
        if (change) {
          await db
            .insertInto('clientStatusChanges')
            .values(statusChangeRow({ ...input, change }, updated.sellerId))
            .execute();
        }
        if (feedback) {
          await replaceCars(db, input.clientId, 'viewed', feedback.modelsViewed);
          await replaceCars(db, input.clientId, 'sold', feedback.modelsSold);
        }
        return true;
      } catch (error) {
        if (isOneSaleViolation(error)) throw new SaleInProgressConflict();
        throw error;
      }
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

    recordAssignment: async (sellerId, at) => {
      await db
        .updateTable('sellerProfiles')
        .set({ lastAssignmentAt: at })
        .where('userId', '=', sellerId)
        .execute();
    },

    dueForArchive: async (now, limit) => {
      const rows = await selectClients(db)
        .innerJoin('concessions as k', 'k.id', 'c.concessionId')
        .where('c.status', '=', 'beBack')
        .where(sql<boolean>`c.be_back_at + k.archive_delay_weeks * interval '1 week' <= ${now}`)
        .orderBy('c.beBackAt')
        .limit(limit)
        .execute();
      return rows.map((row) => toRecord(row as Row));
    },

    expiredHoldsToNotify: async (now, limit) => {
      const rows = await selectClients(db)
        .where('c.status', '=', 'withAdvisor')
        .where('c.holdExpiresAt', '<=', now)
        .where('c.holdExpiryNotifiedAt', 'is', null)
        .orderBy('c.holdExpiresAt')
        .limit(limit)
        .execute();
      return rows.map((row) => toRecord(row as Row));
    },

    markHoldExpiryNotified: async (clientId, holdExpiresAt, at) => {
      const result = await db
        .updateTable('clients')
        .set({ holdExpiryNotifiedAt: at, updatedAt: at })
        .where('id', '=', clientId)
        .where('status', '=', 'withAdvisor')
        // Dates read back in JavaScript keep milliseconds; the column may hold microseconds.
        .where(
          sql<boolean>`date_trunc('milliseconds', hold_expires_at) = date_trunc('milliseconds', ${holdExpiresAt}::timestamptz)`,
        )
        .where('holdExpiryNotifiedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
};
