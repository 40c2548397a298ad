import { sql, type Kysely } from 'kysely';
import type { Recalculation, RecalculationStore } from '#application/ports/psychometrics.port.ts';
import type { FactorVector, FormId, TestScore } from '#domain/psychometrics/index.ts';
import type { DB } from './db.generated.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { rawVector } from './psychometric-rows.ts';

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

/** Runs of the lambda recalculation, and the scored tests they rescore in batches (docs/decisions/016). */
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
        byForm[row.form].push(rawVector(row));
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
        raw: rawVector(row),
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
