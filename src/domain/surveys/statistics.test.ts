import { describe, expect, it } from 'vitest';
import { inBand, summariseSurveys, type ScoredSurvey } from './statistics.ts';

const survey = (
  seller: string | null,
  sale: number,
  advisor: number,
  recommend: number,
): ScoredSurvey => ({
  seller: seller ? { id: seller, name: seller.toUpperCase() } : null,
  scores: { saleSatisfaction: sale, advisorSatisfaction: advisor, recommend },
});

describe('summariseSurveys', () => {
  it('averages each question overall and per advisor, to one decimal', () => {
    const summary = summariseSurveys([
      survey('b', 5, 4, 5),
      survey('a', 4, 4, 3),
      survey('b', 4, 5, 4),
      survey(null, 1, 2, 2),
    ]);
    expect(summary.count).toBe(4);
    expect(summary.questions.saleSatisfaction).toEqual({ average: 3.5, count: 4 });
    expect(summary.questions.recommend).toEqual({ average: 3.5, count: 4 });
    expect(
      summary.advisors.map((a) => [a.id, a.count, a.questions.advisorSatisfaction.average]),
    ).toEqual([
      ['a', 1, 4],
      ['b', 2, 4.5],
    ]);
    expect(summary.withoutAdvisor).toBe(1);
  });

  it('has no average without surveys', () => {
    expect(summariseSurveys([]).questions.advisorSatisfaction).toEqual({ average: null, count: 0 });
  });
});

describe('inBand', () => {
  it('keeps the answers of a question within a band', () => {
    const s = survey('a', 2, 3, 5);
    expect(inBand(s, 'saleSatisfaction', 'low')).toBe(true);
    expect(inBand(s, 'advisorSatisfaction', 'medium')).toBe(true);
    expect(inBand(s, 'recommend', 'high')).toBe(true);
    expect(inBand(s, 'recommend', 'low')).toBe(false);
    expect(inBand(s)).toBe(true);
  });
});
