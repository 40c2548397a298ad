import type { Kysely, Selectable } from 'kysely';
import type { LambdaStore, StoredLambda } from '#application/ports/psychometrics.port.ts';
import {
  EQUAL_WEIGHTS,
  FORM_IDS,
  STARTING_NORMS,
  type FactorNorms,
  type FactorVector,
  type FormId,
  type FormNorms,
  type Lambda,
} from '#domain/psychometrics/index.ts';
import { json } from './client-rows.ts';
import { compiledOnce } from './compiled-once.ts';
import type { DB, LambdaVersions } from './db.generated.ts';

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

// Read by every finished questionnaire (its score's norms): compiled once (decision 110).
const latestVersion = compiledOnce([], (db: Kysely<DB>) =>
  db.selectFrom('lambdaVersions').selectAll().orderBy('version', 'desc').limit(1),
);

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

/** The versions of lambda, the norms and weights tests are scored with (docs/decisions/016). */
export const createLambdaStore = (db: Kysely<DB>): LambdaStore => {
  const latest = async () => {
    const [row] = await latestVersion(db, {});
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
