import type { Kysely } from 'kysely';
import type { PsychometricTestStore } from '#application/ports/psychometrics.port.ts';
import type { AnswerSheet, FormId, TestScore } from '#domain/psychometrics/index.ts';
import { json } from './client-rows.ts';
import type { DB } from './db.generated.ts';
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

/** Saves a completed test with its score and the lambda version that scored it. */
export const saveTestScore = async (
  db: Kysely<DB>,
  owner: TestOwner,
  form: FormId,
  answers: AnswerSheet,
  score: { value: TestScore; lambdaId: string },
  at: Date,
) => {
  const scored = {
    answers: json(answers),
    completedAt: at,
    ...scoreColumns(score.value),
    lambdaVersionId: score.lambdaId,
    scoredAt: at,
    updatedAt: at,
  };
  await db
    .insertInto('psychometricTests')
    .values({ ...owner, form, ...scored, createdAt: at })
    .onConflict((conflict) => conflict.column(ownerColumn(owner)).doUpdateSet(scored))
    .execute();
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

    findClient: async (clientId) => {
      const client = await db
        .selectFrom('clients')
        .select('concessionId')
        .where('id', '=', clientId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!client) return null;
      const row = await testsWithVersion()
        .select(TEST_COLUMNS)
        .where('t.clientId', '=', clientId)
        .executeTakeFirst();
      return { concessionId: client.concessionId, test: row ? toStoredTest(row) : null };
    },
  };
};
