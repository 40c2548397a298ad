import { sql, type Kysely } from 'kysely';
import type { VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import {
  SaleInProgressConflict,
  type AnswersWrite,
  type ClientStore,
} from '#application/ports/client-store.port.ts';
import { createClientReads } from './client-reads.ts';
import { writeTransition } from './client-transition.ts';
import { clientOfRow, NOTHING_JOINED } from './client-select.ts';
import { compiledOnce, compiledPerShape } from './compiled-once.ts';
import { answersColumns, json } from './client-rows.ts';
import type { DB } from './db.generated.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { saveTestDraft } from './psychometric-tests.repository.ts';

const ONE_SALE_PER_SELLER = 'clients_one_sale_per_seller_key';

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
      .returningAll()
      // A row's xmin is the transaction that wrote its current version (decision 152).
      .returning(sql<string>`xmin::text`.as('version')),
);
// Written only when they change, so the lists' triggers on them stay quiet (decision 144); a save
// outside a transaction writes only over the version it read (decision 145).
type AnswersShape = { set: readonly string[]; ifVersion: boolean };
const updateAnswers = compiledPerShape(
  (shape: AnswersShape) => `${shape.set.join()}:${shape.ifVersion}`,
  (shape) => [...shape.set, 'at', 'clientId', ...(shape.ifVersion ? ['version'] : [])],
  (db: Kysely<DB>, m, shape) => {
    const update = db
      .updateTable('clients')
      .set({
        ...Object.fromEntries(shape.set.map((column) => [column, m[column]])),
        updatedAt: m.at,
      })
      .where('id', '=', m.clientId as string)
      .returning(sql<string>`xmin::text`.as('version'));
    // A row's xmin is the transaction that wrote its current version.
    return shape.ifVersion ? update.where(sql<boolean>`xmin = ${m.version}::xid`) : update;
  },
);

/** Runs `updateAnswers` for one save: the row's new version, or null when it did not change it. */
const writeAnswers = async (
  db: Kysely<DB>,
  clientId: string,
  input: Omit<AnswersWrite, 'modelsOfInterest'>,
  at: Date,
  version?: string,
) => {
  const set = answersColumns(input);
  const rows = await updateAnswers(
    db,
    { set: Object.keys(set), ifVersion: version !== undefined },
    { ...set, at, clientId, version },
  );
  return rows[0]?.version ?? null;
};

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
      return { client: clientOfRow({ ...row, ...NOTHING_JOINED }), version: row.version };
    },

    saveAnswers: async (clientId, input, at) => {
      await writeAnswers(db, clientId, input, at);
      if (input.modelsOfInterest) {
        await replaceCars(db, clientId, 'interested', input.modelsOfInterest);
      }
    },

    saveAnswersIfUnchanged: async (written, version, input, at) =>
      writeAnswers(db, written.id, input, at, version),

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

    clearPersonality: async (clientId) => {
      await db
        .deleteFrom('psychometricTests')
        .where('clientId', '=', clientId)
        .where('completedAt', 'is', null)
        .execute();
    },

    applyTransition: async (input) => {
      const { feedback } = input;
      try {
        const updated = await writeTransition(db, input);
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
