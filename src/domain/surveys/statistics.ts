import { SCORED_QUESTIONS, type ScoredQuestion } from './survey.ts';

/** Score bands to filter answers by (docs/decisions/073): unhappy, neutral, happy. */
export const SCORE_BANDS = ['low', 'medium', 'high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
const BAND_SCORES: Record<ScoreBand, readonly number[]> = {
  low: [1, 2],
  medium: [3],
  high: [4, 5],
};

/** What the statistics read of one survey. */
export type ScoredSurvey = {
  seller: { id: string; name: string } | null;
  scores: Record<ScoredQuestion, number>;
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

/** Whether a survey's answer to `question` falls in `band` (no filter when either is absent). */
export const inBand = (survey: ScoredSurvey, question?: ScoredQuestion, band?: ScoreBand) =>
  !question || !band || BAND_SCORES[band].includes(survey.scores[question]);

/** Averages rounded to one decimal, as the screens and the CSV show them. */
const round = (value: number) => Math.round(value * 10) / 10;

const averagesOf = (surveys: readonly ScoredSurvey[]): QuestionAverages => {
  const entries = SCORED_QUESTIONS.map((question) => {
    const scores = surveys.map((s) => s.scores[question]).filter((n) => Number.isFinite(n));
    const sum = scores.reduce((total, n) => total + n, 0);
    return [
      question,
      { average: scores.length > 0 ? round(sum / scores.length) : null, count: scores.length },
    ] as const;
  });
  return Object.fromEntries(entries) as QuestionAverages;
};

/** Averages per question, overall and per advisor (advisors by name, then id). */
export const summariseSurveys = (surveys: readonly ScoredSurvey[]): SurveySummary => {
  const byAdvisor = new Map<string, { name: string; surveys: ScoredSurvey[] }>();
  for (const survey of surveys) {
    if (!survey.seller) continue;
    const entry = byAdvisor.get(survey.seller.id) ?? { name: survey.seller.name, surveys: [] };
    entry.surveys.push(survey);
    byAdvisor.set(survey.seller.id, entry);
  }
  return {
    count: surveys.length,
    questions: averagesOf(surveys),
    advisors: [...byAdvisor.entries()]
      .map(([id, entry]) => ({
        id,
        name: entry.name,
        count: entry.surveys.length,
        questions: averagesOf(entry.surveys),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id)),
    withoutAdvisor: surveys.filter((s) => !s.seller).length,
  };
};
