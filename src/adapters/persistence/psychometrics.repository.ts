import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  LambdaStore,
  PsychometricTestStore,
  Recalculation,
  RecalculationStore,
  StoredLambda,
  StoredTest,
} from '#application/ports/psychometrics.port.ts';
import {
  EQUAL_WEIGHTS,
  FORM_IDS,
  STARTING_NORMS,
  type AnswerSheet,
  type FactorNorms,
  type FactorVector,
  type FormId,
  type FormNorms,
  type Lambda,
  type ProfileNumber,
  type TestScore,
} from '#domain/psychometrics/index.ts';
import type { DB, LambdaVersions, PsychometricTests } from './db.generated.ts';

type TestRow = Pick<
  Selectable<PsychometricTests>,
  | 'form'
  | 'answers'
  | 'completedAt'
  | 'rawE'
  | 'rawA'
  | 'rawC'
  | 'rawI'
  | 'zE'
  | 'zA'
  | 'zC'
  | 'zI'
  | 'scoreE'
  | 'scoreA'
  | 'scoreC'
  | 'scoreI'
  | 'profileNumber'
  | 'descriptors'
> & { lambdaVersion: number | null };

const TEST_COLUMNS = [
  't.form',
  't.answers',
  't.completedAt',
  't.rawE',
  't.rawA',
  't.rawC',
  't.rawI',
  't.zE',
  't.zA',
  't.zC',
  't.zI',
  't.scoreE',
  't.scoreA',
  't.scoreC',
  't.scoreI',
  't.profileNumber',
  't.descriptors',
  'lv.version as lambdaVersion',
] as const;

const vector = (e: number, a: number, c: number, i: number): FactorVector => ({
  E: e,
  A: a,
  C: c,
  I: i,
});

// The check constraint `psychometric_tests_scored_together` sets these columns all or none.
const toStoredTest = (row: TestRow): StoredTest => ({
  form: row.form,
  // Written only by the use cases, after validateAnswers: the jsonb is a valid sheet.
  answers: row.answers as AnswerSheet,
  completedAt: row.completedAt,
  score:
    row.rawE !== null &&
    row.rawA !== null &&
    row.rawC !== null &&
    row.rawI !== null &&
    row.zE !== null &&
    row.zA !== null &&
    row.zC !== null &&
    row.zI !== null &&
    row.scoreE !== null &&
    row.scoreA !== null &&
    row.scoreC !== null &&
    row.scoreI !== null &&
    row.profileNumber !== null &&
    row.lambdaVersion !== null
      ? {
          raw: vector(row.rawE, row.rawA, row.rawC, row.rawI),
          z: vector(row.zE, row.zA, row.zC, row.zI),
          scores: vector(row.scoreE, row.scoreA, row.scoreC, row.scoreI),
          profileNumber: row.profileNumber as ProfileNumber,
          descriptors: row.descriptors,
          lambdaVersion: row.lambdaVersion,
        }
      : null,
});

/** A scored test as the columns of `psychometric_tests` (advisors' and walk-in clients' tests). */
export const scoreColumns = (score: TestScore) => ({
  rawE: score.raw.E,
  rawA: score.raw.A,
  rawC: score.raw.C,
  rawI: score.raw.I,
  zE: score.z.E,
  zA: score.z.A,
  zC: score.z.C,
  zI: score.z.I,
  scoreE: score.scores.E,
  scoreA: score.scores.A,
  scoreC: score.scores.C,
  scoreI: score.scores.I,
  profileNumber: score.profileNumber,
  descriptors: [...score.descriptors],
});

const json = (value: unknown) => JSON.stringify(value);

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

    saveUserDraft: async (userId, form, answers, at) => {
      await db
        .insertInto('psychometricTests')
        .values({ userId, form, answers: json(answers), createdAt: at, updatedAt: at })
        .onConflict((conflict) =>
          conflict.column('userId').doUpdateSet({ answers: json(answers), updatedAt: at }),
        )
        .execute();
    },

    saveUserScore: async (userId, form, answers, score, at) => {
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
        .values({ userId, form, ...scored, createdAt: at })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet(scored))
        .execute();
    },

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

/**
 * Norms as stored. Rows carry the domain's FormNorms per form (the seed and this repository write
 * that); the older shape of the schema comment (factors only) is read too, as computed norms.
 */
const readNorms = (norms: unknown, counts: unknown): Lambda['norms'] => {
  const byForm = (norms ?? {}) as Record<string, unknown>;
  const countOf = (form: FormId) => {
    const count = (counts as Record<string, unknown> | null)?.[form];
    return typeof count === 'number' ? count : 0;
  };
  const formNorms = (form: FormId): FormNorms => {
    const stored = byForm[form] as Partial<FormNorms> | FactorNorms | undefined;
    if (stored && 'factors' in stored && stored.factors)
      return {
        source: stored.source ?? 'computed',
        count: stored.count ?? countOf(form),
        factors: stored.factors,
      };
    if (stored && 'E' in stored)
      return { source: 'computed', count: countOf(form), factors: stored };
    return { source: 'builtIn', count: countOf(form), factors: STARTING_NORMS[form] };
  };
  return { seller40: formNorms('seller40'), client16: formNorms('client16') };
};

/** Stored weights over the equal ones (a factor missing from the JSON weighs 1). */
export const readWeights = (stored: unknown): FactorVector => ({
  ...EQUAL_WEIGHTS,
  ...(stored as Partial<FactorVector> | null),
});

const toStoredLambda = (row: Selectable<LambdaVersions>): StoredLambda => ({
  id: row.id,
  createdAt: row.createdAt,
  lambda: {
    version: row.version,
    norms: readNorms(row.norms, row.counts),
    weights: readWeights(row.weights),
  },
});

const lambdaValues = (lambda: Lambda, createdBy: string | null, at: Date) => ({
  version: lambda.version,
  norms: json(lambda.norms),
  counts: json(Object.fromEntries(FORM_IDS.map((form) => [form, lambda.norms[form].count]))),
  weights: json(lambda.weights),
  createdBy,
  createdAt: at,
});

export const createLambdaStore = (db: Kysely<DB>): LambdaStore => {
  const latest = async () => {
    const row = await db
      .selectFrom('lambdaVersions')
      .selectAll()
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toStoredLambda(row) : null;
  };
  return {
    latest,
    byId: async (id) => {
      const row = await db
        .selectFrom('lambdaVersions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toStoredLambda(row) : null;
    },
    create: async (lambda, createdBy, at) =>
      toStoredLambda(
        await db
          .insertInto('lambdaVersions')
          .values(lambdaValues(lambda, createdBy, at))
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    createFirst: async (lambda, at) => {
      await db
        .insertInto('lambdaVersions')
        .values(lambdaValues(lambda, null, at))
        .onConflict((conflict) => conflict.column('version').doNothing())
        .execute();
      const stored = await latest();
      if (!stored) throw new Error('No lambda version after inserting the first one');
      return stored;
    },
  };
};

const RECALCULATION_COLUMNS = [
  'r.id',
  'r.status',
  'r.lambdaVersionId as lambdaId',
  'lv.version as lambdaVersion',
  'r.total',
  'r.processed',
  'r.cursor',
  'r.error',
  'r.startedBy',
  'r.startedAt',
  'r.finishedAt',
] as const;

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: unknown }).constraint === constraint;

export const createRecalculationStore = (db: Kysely<DB>): RecalculationStore => {
  const runs = () =>
    db
      .selectFrom('lambdaRecalculations as r')
      .innerJoin('lambdaVersions as lv', 'lv.id', 'r.lambdaVersionId')
      .select(RECALCULATION_COLUMNS);
  const progressColumns = (progress: {
    total: number;
    processed: number;
    cursor: string | null;
  }) => ({
    total: progress.total,
    processed: progress.processed,
    cursor: progress.cursor,
  });
  return {
    lockStarts: async () => {
      // A transaction-scoped advisory lock: released by the commit or rollback, never left behind.
      await sql`select pg_advisory_xact_lock(hashtext('best-pairing:lambda-recalculation:start'))`.execute(
        db,
      );
    },
    running: async () =>
      ((await runs().where('r.status', '=', 'running').executeTakeFirst()) as Recalculation) ??
      null,
    latest: async () =>
      ((await runs()
        .orderBy('r.startedAt', 'desc')
        .orderBy('r.createdAt', 'desc')
        .limit(1)
        .executeTakeFirst()) as Recalculation) ?? null,
    create: async ({ lambdaId, total, startedBy, at }) => {
      try {
        const { id } = await db
          .insertInto('lambdaRecalculations')
          .values({
            lambdaVersionId: lambdaId,
            total,
            startedBy,
            startedAt: at,
            createdAt: at,
            updatedAt: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await runs().where('r.id', '=', id).executeTakeFirstOrThrow()) as Recalculation;
      } catch (error) {
        if (isUniqueViolation(error, 'lambda_recalculations_one_running_key'))
          return 'alreadyRunning';
        throw error;
      }
    },
    lock: async (id) =>
      ((await runs().where('r.id', '=', id).forUpdate('r').executeTakeFirst()) as Recalculation) ??
      null,
    saveProgress: async (id, progress, at) => {
      await db
        .updateTable('lambdaRecalculations')
        .set({ ...progressColumns(progress), updatedAt: at })
        .where('id', '=', id)
        .execute();
    },
    complete: async (id, progress, at) => {
      await db
        .updateTable('lambdaRecalculations')
        .set({ ...progressColumns(progress), status: 'completed', finishedAt: at, updatedAt: at })
        .where('id', '=', id)
        .execute();
    },
    fail: async (id, error, at) => {
      await db
        .updateTable('lambdaRecalculations')
        .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: at, updatedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },
    scoredRawScores: async () => {
      const rows = await db
        .selectFrom('psychometricTests')
        .select(['form', 'rawE', 'rawA', 'rawC', 'rawI'])
        .where('completedAt', 'is not', null)
        .where('rawE', 'is not', null)
        .execute();
      const byForm: { [F in FormId]: FactorVector[] } = { seller40: [], client16: [] };
      for (const row of rows) {
        // Not null by the where clause and the scored-together check constraint.
        byForm[row.form].push(vector(row.rawE ?? 0, row.rawA ?? 0, row.rawC ?? 0, row.rawI ?? 0));
      }
      return byForm;
    },
    nextScored: async (afterId, limit) => {
      let query = db
        .selectFrom('psychometricTests')
        .select(['id', 'form', 'rawE', 'rawA', 'rawC', 'rawI'])
        .where('completedAt', 'is not', null)
        .where('rawE', 'is not', null)
        .orderBy('id')
        .limit(limit);
      if (afterId !== null) query = query.where('id', '>', afterId);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        form: row.form,
        raw: vector(row.rawE ?? 0, row.rawA ?? 0, row.rawC ?? 0, row.rawI ?? 0),
      }));
    },
    rescore: async (scores, lambdaId, at) => {
      if (scores.length === 0) return;
      const column = <T>(pick: (score: TestScore) => T) => scores.map(({ score }) => pick(score));
      const ids = scores.map(({ id }) => id);
      const [first, last] = [
        ids.reduce((a, b) => (a < b ? a : b)),
        ids.reduce((a, b) => (a > b ? a : b)),
      ];
      // One statement per batch: the new values travel as arrays and are joined back by id. The id
      // range lets the planner read only the batch's rows through the primary key, where a join on
      // the arrays alone scanned the whole table for every batch.
      await sql`update psychometric_tests as t set
          z_e = v.z_e, z_a = v.z_a, z_c = v.z_c, z_i = v.z_i,
          score_e = v.score_e, score_a = v.score_a, score_c = v.score_c, score_i = v.score_i,
          profile_number = v.profile_number,
          descriptors = string_to_array(v.descriptors, ','),
          lambda_version_id = ${lambdaId}::uuid,
          scored_at = ${at}, updated_at = ${at}
        from unnest(
          ${ids}::uuid[],
          ${column((s) => s.z.E)}::float8[], ${column((s) => s.z.A)}::float8[],
          ${column((s) => s.z.C)}::float8[], ${column((s) => s.z.I)}::float8[],
          ${column((s) => s.scores.E)}::int[], ${column((s) => s.scores.A)}::int[],
          ${column((s) => s.scores.C)}::int[], ${column((s) => s.scores.I)}::int[],
          ${column((s) => s.profileNumber)}::int[],
          ${column((s) => s.descriptors.join(','))}::text[]
        ) as v(id, z_e, z_a, z_c, z_i, score_e, score_a, score_c, score_i, profile_number, descriptors)
        where t.id = v.id and t.id between ${first}::uuid and ${last}::uuid`.execute(db);
    },
  };
};
