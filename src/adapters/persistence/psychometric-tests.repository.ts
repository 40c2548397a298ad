import type { Insertable, Kysely, Updateable } from 'kysely';
import type { PsychometricTestStore } from '#application/ports/psychometrics.port.ts';
import type { AnswerSheet, FormId, TestScore } from '#domain/psychometrics/index.ts';
import { json } from './client-rows.ts';
import { compiledPerShape } from './compiled-once.ts';
import type { DB, PsychometricTests } from './db.generated.ts';
import { scoreColumns, TEST_COLUMNS, toStoredTest } from './psychometric-rows.ts';

/** Whose test a row is: an advisor's (`userId`) or a walk-in client's (`clientId`), one each. */
type TestOwner = { userId: string } | { clientId: string };
const ownerColumn = (owner: TestOwner) => ('userId' in owner ? 'userId' : 'clientId');

/** Saves a test's answers typed so far, for its owner's one row. */
export const saveTestDraft = async (
  db: Kysely<DB>,
  owner: TestOwner,
  form: FormId,
  answers: AnswerSheet,
  at: Date,
) => {
  await db
    .insertInto('psychometricTests')
    .values({ ...owner, form, answers: json(answers), createdAt: at, updatedAt: at })
    .onConflict((conflict) =>
      conflict.column(ownerColumn(owner)).doUpdateSet({ answers: json(answers), updatedAt: at }),
    )
    .execute();
};

/**
 * A completed test's row written over its owner's draft. Every kiosk visit ends with one: compiled
 * once per owner kind (decision 144), as the query builder and the compiler cost more than the run.
 */
const upsertScore = compiledPerShape(
  (shape: { owner: 'userId' | 'clientId'; scored: readonly string[] }) =>
    `${shape.owner}:${shape.scored.join()}`,
  (shape) => ['ownerId', 'form', 'createdAt', ...shape.scored],
  (db: Kysely<DB>, m, shape) => {
    const scored = Object.fromEntries(shape.scored.map((column) => [column, m[column]]));
    const row = { [shape.owner]: m.ownerId, form: m.form, ...scored, createdAt: m.createdAt };
    return db
      .insertInto('psychometricTests')
      .values(row as Insertable<PsychometricTests>)
      .onConflict((conflict) =>
        conflict.column(shape.owner).doUpdateSet(scored as Updateable<PsychometricTests>),
      );
  },
);

/** The columns a completed test writes over its owner's row: answers, score and lambda version. */
export const scoredTestColumns = (
  answers: AnswerSheet,
  score: { value: TestScore; lambdaId: string },
  at: Date,
): Record<string, unknown> => ({
  answers: json(answers),
  completedAt: at,
  ...scoreColumns(score.value),
  lambdaVersionId: score.lambdaId,
  scoredAt: at,
  updatedAt: at,
});

/** Saves a completed test with its score and the lambda version that scored it. */
const saveTestScore = async (
  db: Kysely<DB>,
  owner: TestOwner,
  form: FormId,
  answers: AnswerSheet,
  score: { value: TestScore; lambdaId: string },
  at: Date,
) => {
  const scored = scoredTestColumns(answers, score, at);
  const ownerId = 'userId' in owner ? owner.userId : owner.clientId;
  await upsertScore(
    db,
    { owner: ownerColumn(owner), scored: Object.keys(scored) },
    { ownerId, form, createdAt: at, ...scored },
  );
};

/** Advisors' personality tests (docs/decisions/015), and a walk-in client's as it is read. */
export const createPsychometricTestStore = (db: Kysely<DB>): PsychometricTestStore => {
  const testsWithVersion = () =>
    db
      .selectFrom('psychometricTests as t')
      .leftJoin('lambdaVersions as lv', 'lv.id', 't.lambdaVersionId');
  return {
    findUser: async (userId) =>
      (await db
        .selectFrom('users')
        .select('concessionId')
        .where('id', '=', userId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst()) ?? null,

    findUserTest: async (userId, options) => {
      let query = testsWithVersion().select(TEST_COLUMNS).where('t.userId', '=', userId);
      if (options?.forUpdate) query = query.forUpdate('t');
      const row = await query.executeTakeFirst();
      return row ? toStoredTest(row) : null;
    },

    saveUserDraft: (userId, form, answers, at) => saveTestDraft(db, { userId }, form, answers, at),

    saveUserScore: (userId, form, answers, score, at) =>
      saveTestScore(db, { userId }, form, answers, score, at),

    deleteUserTest: async (userId) => {
      const result = await db
        .deleteFrom('psychometricTests')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    // The client's dealership and its test in one statement (decision 128).
    findClient: async (clientId) => {
      const row = await db
        .selectFrom('clients as c')
        .leftJoin('psychometricTests as t', 't.clientId', 'c.id')
        .leftJoin('lambdaVersions as lv', 'lv.id', 't.lambdaVersionId')
        .select(['c.concessionId', ...TEST_COLUMNS])
        .where('c.id', '=', clientId)
        .where('c.deletedAt', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      const { concessionId, form, descriptors, ...test } = row;
      // A test's row has a form and descriptors (both not null): without a form, there is no test.
      if (form === null) return { concessionId, test: null };
      return {
        concessionId,
        test: toStoredTest({ ...test, form, descriptors: descriptors ?? [] }),
      };
    },
  };
};
