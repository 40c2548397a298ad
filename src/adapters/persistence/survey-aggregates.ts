import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SurveyAggregate } from '#domain/surveys/statistics.ts';
import { QUESTION_PART, SCORED_QUESTIONS, type ScoredQuestion } from '#domain/surveys/survey.ts';
import type { SurveyFilter } from '#application/ports/survey-store.port.ts';
import type { DB } from './db.generated.ts';

/** A survey's 1-5 answer to a question, read from its part's JSON as an integer. */
const scoreOf = (question: ScoredQuestion) =>
  sql<number>`(${sql.ref(`s.part${QUESTION_PART[question]}`)} ->> ${sql.lit(question)})::int`;

type From = { s: DB['surveys'] };

/** The statistics' filter as a WHERE: dealerships, period, advisor, one answer's band. */
export const filtered = <O>(
  query: SelectQueryBuilder<DB & From, 's', O>,
  filter: SurveyFilter,
): SelectQueryBuilder<DB & From, 's', O> => {
  let scoped = query;
  if (filter.concessionIds !== null) {
    scoped = scoped.where('s.concessionId', 'in', filter.concessionIds);
  }
  if (filter.from) scoped = scoped.where('s.createdAt', '>=', filter.from);
  if (filter.to) scoped = scoped.where('s.createdAt', '<', filter.to);
  if (filter.sellerId) scoped = scoped.where('s.sellerId', '=', filter.sellerId);
  if (filter.answer && filter.answer.scores.length > 0) {
    const { question, scores } = filter.answer;
    scoped = scoped.where(scoreOf(question), 'in', [...scores]);
  }
  return scoped;
};

/** Each question's mean and count, and the surveys counted, as the database aggregates them. */
const aggregateColumns = SCORED_QUESTIONS.flatMap((question) => [
  sql<string | null>`avg(${scoreOf(question)})`.as(`${question}Mean`),
  sql<string>`count(${scoreOf(question)})`.as(`${question}Count`),
]);

type AggregateRow = { surveys: string | number } & Record<string, unknown>;

const toAggregate = (row: AggregateRow | undefined): SurveyAggregate => ({
  count: Number(row?.surveys ?? 0),
  questions: Object.fromEntries(
    SCORED_QUESTIONS.map((question) => {
      const mean = row?.[`${question}Mean`];
      return [
        question,
        {
          mean: mean === null || mean === undefined ? null : Number(mean),
          count: Number(row?.[`${question}Count`] ?? 0),
        },
      ];
    }),
  ) as SurveyAggregate['questions'],
});

/** An account's name as the statistics show it: first and last name, else the email. */
export const fullName = (first: string | null, last: string | null, email: string) =>
  [first, last].filter(Boolean).join(' ') || email;

/**
 * The survey statistics in two aggregate queries (decision 094), whatever the number of surveys:
 * the whole filtered set, and the same grouped by the advisor named.
 */
export const aggregateSurveys = async (db: Kysely<DB>, filter: SurveyFilter) => {
  if (filter.concessionIds !== null && filter.concessionIds.length === 0) {
    return { overall: toAggregate(undefined), advisors: [] };
  }
  const overall = await filtered(
    db
      .selectFrom('surveys as s')
      .select([sql<string>`count(*)`.as('surveys'), ...aggregateColumns]),
    filter,
  ).executeTakeFirst();
  const advisors = await filtered(
    db
      .selectFrom('surveys as s')
      .innerJoin('users as u', 'u.id', 's.sellerId')
      .select([
        'u.id',
        'u.firstName',
        'u.lastName',
        'u.email',
        sql<string>`count(*)`.as('surveys'),
        ...aggregateColumns,
      ])
      .groupBy(['u.id', 'u.firstName', 'u.lastName', 'u.email']),
    filter,
  ).execute();
  return {
    overall: toAggregate(overall),
    advisors: advisors.map((row) => ({
      id: row.id,
      name: fullName(row.firstName, row.lastName, row.email),
      ...toAggregate(row),
    })),
  };
};
