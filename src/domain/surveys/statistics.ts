import { SCORED_QUESTIONS, type ScoredQuestion } from './survey.ts';

/** Score bands to filter answers by (docs/decisions/073): unhappy, neutral, happy. */
export const SCORE_BANDS = ['low', 'medium', 'high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
/** The answers (1 to 5) each band holds; the store filters on them. */
export const BAND_SCORES: Record<ScoreBand, readonly number[]> = {
  low: [1, 2],
  medium: [3],
  high: [4, 5],
};

export type Average = { average: number | null; count: number };
export type QuestionAverages = Record<ScoredQuestion, Average>;
export type SurveySummary = {
  count: number;
  questions: QuestionAverages;
  /** Each advisor named, by name; surveys without one are counted apart. */
  advisors: { id: string; name: string; count: number; questions: QuestionAverages }[];
  withoutAdvisor: number;
};

/** What the store's aggregate query answers for a group of surveys: exact means and counts. */
export type SurveyAggregate = {
  count: number;
  questions: Record<ScoredQuestion, { mean: number | null; count: number }>;
};

/** Averages rounded to one decimal, as the screens and the CSV show them. */
const round = (value: number) => Math.round(value * 10) / 10;

const averagesOf = (aggregate: SurveyAggregate): QuestionAverages => {
  const entries = SCORED_QUESTIONS.map((question) => {
    const { mean, count } = aggregate.questions[question];
    return [question, { average: mean === null || count === 0 ? null : round(mean), count }];
  });
  return Object.fromEntries(entries) as QuestionAverages;
};

/**
 * The statistics from the aggregates the database computed (decision 094): averages per question
 * rounded once, overall and per advisor (advisors by name, then id); the surveys that name no
 * advisor are the overall count less the advisors'.
 */
export const summaryOf = (
  overall: SurveyAggregate,
  advisors: readonly (SurveyAggregate & { id: string; name: string })[],
): SurveySummary => ({
  count: overall.count,
  questions: averagesOf(overall),
  advisors: advisors
    .map((advisor) => ({
      id: advisor.id,
      name: advisor.name,
      count: advisor.count,
      questions: averagesOf(advisor),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id)),
  withoutAdvisor: overall.count - advisors.reduce((total, advisor) => total + advisor.count, 0),
});
