import { describe, expect, it } from 'vitest';
import { summaryOf, type SurveyAggregate } from './statistics.ts';

const aggregate = (
  count: number,
  sale: number | null,
  advisor: number | null,
  recommend: number | null,
): SurveyAggregate => ({
  count,
  questions: {
    saleSatisfaction: { mean: sale, count: sale === null ? 0 : count },
    advisorSatisfaction: { mean: advisor, count: advisor === null ? 0 : count },
    recommend: { mean: recommend, count: recommend === null ? 0 : count },
  },
});

describe('summaryOf (decision 094)', () => {
  it('rounds each mean once to one decimal, overall and per advisor, advisors by name', () => {
    const summary = summaryOf(aggregate(4, 3.5, 3.75, 3.4999), [
      { id: 'b', name: 'Béatrice', ...aggregate(2, 4.5, 4.5, 4.5) },
      { id: 'a', name: 'Alain', ...aggregate(1, 4, 4, 3) },
    ]);
    expect(summary.count).toBe(4);
    expect(summary.questions.saleSatisfaction).toEqual({ average: 3.5, count: 4 });
    expect(summary.questions.advisorSatisfaction).toEqual({ average: 3.8, count: 4 });
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
    expect(summaryOf(aggregate(0, null, null, null), []).questions.advisorSatisfaction).toEqual({
      average: null,
      count: 0,
    });
  });
});
