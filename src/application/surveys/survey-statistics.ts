import { concessionFilter } from '#domain/access/policy.ts';
import { resolveDateRange, type DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import {
  inBand,
  summariseSurveys,
  type ScoreBand,
  type SurveySummary,
} from '#domain/surveys/statistics.ts';
import type { ScoredQuestion } from '#domain/surveys/survey.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SurveyRecord, SurveyStore } from '#application/ports/survey-store.port.ts';
import type { Caller } from './create-survey.ts';

export type SurveyStatisticsInput = Caller & {
  range: DateRangeSelection;
  concessionId?: string | undefined;
  sellerId?: string | undefined;
  question?: ScoredQuestion | undefined;
  band?: ScoreBand | undefined;
};

/** Enough for years of one dealership's surveys; statistics past it read the newest. */
const SURVEYS_READ_MAX = 5000;

/**
 * GET /api/surveys and the survey statistics pages (docs/decisions/073): the surveys of the
 * dealerships the caller reaches (the PR admin every one, a BPM theirs, owner and administrator
 * their own), in the date range, for one advisor, with one question's answer in a score band, and
 * their averages per question and per advisor.
 */
export const makeSurveyStatistics =
  (deps: { surveys: Pick<SurveyStore, 'list' | 'advisors'>; clock: Clock }) =>
  async (
    input: SurveyStatisticsInput,
  ): Promise<
    Result<
      { surveys: SurveyRecord[]; summary: SurveySummary; advisors: { id: string; name: string }[] },
      { code: 'SURVEYS.CONCESSION_NOT_FOUND' }
    >
  > => {
    const reach = concessionFilter(input.actor, input.scope);
    // A dealership out of reach is answered as one that does not exist (decisions.md section 2).
    if (input.concessionId && reach !== null && !reach.includes(input.concessionId)) {
      return err({ code: 'SURVEYS.CONCESSION_NOT_FOUND' });
    }
    const concessionIds = input.concessionId ? [input.concessionId] : reach;
    const bounds = resolveDateRange(input.range, deps.clock.now());
    const listed = await deps.surveys.list(
      {
        concessionIds,
        from: bounds.from ? new Date(bounds.from) : undefined,
        to: bounds.to ? new Date(bounds.to) : undefined,
        sellerId: input.sellerId,
      },
      SURVEYS_READ_MAX,
    );
    const scored = listed.map((survey) => ({
      survey,
      scored: {
        seller: survey.seller,
        scores: {
          saleSatisfaction: survey.part1.saleSatisfaction,
          advisorSatisfaction: survey.part1.advisorSatisfaction,
          recommend: survey.part2.recommend,
        },
      },
    }));
    const kept = scored.filter((s) => inBand(s.scored, input.question, input.band));
    return ok({
      surveys: kept.map((s) => s.survey),
      summary: summariseSurveys(kept.map((s) => s.scored)),
      advisors: await deps.surveys.advisors(concessionIds),
    });
  };
