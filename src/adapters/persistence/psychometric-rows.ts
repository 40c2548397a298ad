import type { Selectable } from 'kysely';
import type { StoredTest } from '#application/ports/psychometrics.port.ts';
import type {
  AnswerSheet,
  FactorVector,
  ProfileNumber,
  TestScore,
} from '#domain/psychometrics/index.ts';
import type { PsychometricTests } from './db.generated.ts';

/*
 * The `psychometric_tests` row both ways, for advisors' and walk-in clients' tests: read into a
 * StoredTest, a score written as its columns (the tests, clients, recalculation and demo stores).
 */

export type TestRow = Pick<
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

export const TEST_COLUMNS = [
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

/** A factor vector from its four columns. */
const vector = (e: number, a: number, c: number, i: number): FactorVector => ({
  E: e,
  A: a,
  C: c,
  I: i,
});

/** The raw scores of a row read where they are known to be there (a scored test). */
export const rawVector = (row: {
  rawE: number | null;
  rawA: number | null;
  rawC: number | null;
  rawI: number | null;
}) => vector(row.rawE ?? 0, row.rawA ?? 0, row.rawC ?? 0, row.rawI ?? 0);

// The check constraint `psychometric_tests_scored_together` sets these columns all or none.
export const toStoredTest = (row: TestRow): StoredTest => ({
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
