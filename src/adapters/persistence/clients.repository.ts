import { sql, type ExpressionBuilder, type Kysely, type QueryCreator } from 'kysely';
import type { VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { SaleInProgressConflict, type ClientStore } from '#application/ports/client-store.port.ts';
import { createClientReads } from './client-reads.ts';
import { clientOfRow, NOTHING_JOINED } from './client-select.ts';
import { compiledOnce } from './compiled-once.ts';
import { json, statusChangeRow, transitionColumns } from './client-rows.ts';
import type { Clients, DB } from './db.generated.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { saveTestDraft, saveTestScore } from './psychometric-tests.repository.ts';

const ONE_SALE_PER_SELLER = 'clients_one_sale_per_seller_key';

const keysOf = <Row extends object>(row: Row) => Object.keys(row) as (keyof Row & string)[];

type CarKind = 'interested' | 'viewed' | 'sold';

/** Adds cars of one kind to a client's (those already there stay). */
const addCars = async (
  db: Kysely<DB>,
  clientId: string,
  kind: CarKind,
  carIds: readonly string[],
) => {
  if (carIds.length === 0) return;
  await db
    .insertInto('clientCarInterests')
    .values(carIds.map((carId) => ({ clientId, carId, kind })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};

/** Replaces a client's cars of one kind. */
const replaceCars = async (
  db: Kysely<DB>,
  clientId: string,
  kind: CarKind,
  carIds: readonly string[],
) => {
  await db
    .deleteFrom('clientCarInterests')
    .where('clientId', '=', clientId)
    .where('kind', '=', kind)
    .execute();
  await addCars(db, clientId, kind, carIds);
};

const isNullOr =
  (column: 'c.status' | 'c.sellerId', value: string | null) =>
  (eb: ExpressionBuilder<DB & { c: Clients }, 'c'>) =>
    value === null ? eb(column, 'is', null) : eb(column, '=', value);

// A kiosk visit creates its client and saves its answers a few times: compiled once (decision 110).
const insertClient = compiledOnce(
  ['concessionId', 'language', 'sequence', 'createdBy', 'at'],
  (db: Kysely<DB>, m) =>
    db
      .insertInto('clients')
      .values({
        concessionId: m.concessionId,
        language: m.language as Language,
        sequence: m.sequence as VisitPurpose,
        createdBy: m.createdBy,
        createdAt: m.at,
        updatedAt: m.at,
      })
      .returningAll(),
);
const updateAnswers = compiledOnce(
  ['questionnaire', 'language', 'sequence', 'at', 'clientId'],
  (db: Kysely<DB>, m) =>
    db
      .updateTable('clients')
      .set({
        questionnaire: m.questionnaire,
        language: m.language as Language,
        sequence: m.sequence as VisitPurpose,
        updatedAt: m.at,
      })
      .where('id', '=', m.clientId),
);

/**
 * Walk-in clients (docs/spec/decisions.md section 3). Every status change goes through `applyTransition`: one
 * conditional UPDATE on the state the domain decided from, and its history row, in the caller's
 * transaction. Two advisors accepting at once both run the UPDATE; PostgreSQL lets the second one
 * re-check its WHERE after the first commits, finds the status changed, and updates nothing.
 */
export const createClientStore = (db: Kysely<DB>): ClientStore => {
  const reads = createClientReads(db);
  return {
    ...reads,

    create: async ({ concessionId, language, sequence, createdBy, at }) => {
      const [row] = await insertClient(db, { concessionId, language, sequence, createdBy, at });
      if (!row) throw new Error('the new client was not returned');
      // A new client has no advisor, personality part or cars yet: the row is the whole record,
      // with nothing to read back (decision 118).
      return clientOfRow({ ...row, ...NOTHING_JOINED });
    },

    saveAnswers: async (clientId, input, at) => {
      await updateAnswers(db, {
        questionnaire: json(input.questionnaire),
        language: input.language,
        sequence: input.sequence,
        at,
        clientId,
      });
      if (input.modelsOfInterest) {
        await replaceCars(db, clientId, 'interested', input.modelsOfInterest);
      }
    },

    saveContact: async (clientId, { firstName, phone }, at) => {
      await db
        .updateTable('clients')
        .set({ firstName, phone, contactConsentAt: phone ? at : null, updatedAt: at })
        .where('id', '=', clientId)
        .execute();
    },

    saveDraft: async (clientId, draft, at) => {
      await db
        .updateTable('clients')
        .set({ questionnaireDraft: json(draft), updatedAt: at })
        .where('id', '=', clientId)
        .execute();
    },

    savePersonalityDraft: (clientId, answers, at) =>
      saveTestDraft(db, { clientId }, 'client16', answers, at),

    savePersonalityScore: (clientId, answers, score, at) =>
      saveTestScore(db, { clientId }, 'client16', answers, score, at),

    clearPersonality: async (clientId) => {
      await db
        .deleteFrom('psychometricTests')
        .where('clientId', '=', clientId)
        .where('completedAt', 'is', null)
        .execute();
    },

    applyTransition: async (input) => {
      const { change, feedback } = input;
      const update = (query: QueryCreator<DB>) =>
        query
          .updateTable('clients as c')
          .set(transitionColumns(input))
          .where('c.id', '=', input.clientId)
          .where('c.deletedAt', 'is', null)
          .where(isNullOr('c.status', input.expected.status))
          .where(isNullOr('c.sellerId', input.expected.sellerId))
          .returning((eb) => {
            const ofSeller = (column: 'firstName' | 'lastName') =>
              eb.selectFrom('users as s').select(`s.${column}`).whereRef('s.id', '=', 'c.sellerId');
            return [
              'c.sellerId',
              ofSeller('firstName').as('sellerFirstName'),
              ofSeller('lastName').as('sellerLastName'),
            ];
          });
      try {
        // A change of status writes its history row in the same statement, only when the update
        // took place, with the advisor the update left (docs/decisions/136).
        const history = change && statusChangeRow({ ...input, change }, null);
        const columns = history && keysOf(history);
        const updated = columns
          ? await db
              .with('u', update)
              .with('h', (query) =>
                query
                  .insertInto('clientStatusChanges')
                  .columns(columns)
                  .expression((eb) =>
                    eb
                      .selectFrom('u')
                      .select((u) =>
                        columns.map((column) =>
                          column === 'sellerId'
                            ? u.ref('u.sellerId').as(column)
                            : u.val(history[column]).as(column),
                        ),
                      ),
                  ),
              )
              .selectFrom('u')
              .selectAll()
              .executeTakeFirst()
          : await update(db).executeTakeFirst();
        if (!updated) return null;
        // The cars of every visit stay: a be-back's return adds its own (docs/decisions/058).
        if (feedback) {
          await addCars(db, input.clientId, 'viewed', feedback.modelsViewed);
          await addCars(db, input.clientId, 'sold', feedback.modelsSold);
        }
        const { sellerId } = updated;
        return {
          seller: sellerId
            ? { id: sellerId, firstName: updated.sellerFirstName, lastName: updated.sellerLastName }
            : null,
        };
      } catch (error) {
        if (isUniqueViolation(error, ONE_SALE_PER_SELLER)) throw new SaleInProgressConflict();
        throw error;
      }
    },

    recordAssignment: async (sellerId, at) => {
      await db
        .updateTable('sellerProfiles')
        .set({ lastAssignmentAt: at })
        .where('userId', '=', sellerId)
        .execute();
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
