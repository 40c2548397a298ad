import { concessionFilter } from '#domain/access/policy.ts';
import { resolveDateRange, type DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import {
  BAND_SCORES,
  summaryOf,
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
  /** The surveys themselves (the API's list); the pages need only the statistics. */
  withSurveys: boolean;
};

/** The most surveys the API lists, newest first; the averages count every one (decision 094). */
const SURVEYS_READ_MAX = 5000;

/**
 * GET /api/surveys and the survey statistics pages (docs/decisions/073): the surveys of the
 * dealerships the caller reaches (the PR admin every one, a BPM theirs, owner and administrator
 * their own), in the date range, for one advisor, with one question's answer in a score band, and
 * their averages per question and per advisor.
 */
export const makeSurveyStatistics =
  (deps: {
    surveys: Pick<SurveyStore, 'list' | 'advisors' | 'aggregate' | 'concessions'>;
    clock: Clock;
  }) =>
  async (
    input: SurveyStatisticsInput,
  ): Promise<
    Result<
      {
        surveys: SurveyRecord[];
        summary: SurveySummary;
        advisors: { id: string; name: string }[];
        concessions: { id: string; name: string }[];
      },
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
    const filter = {
      concessionIds,
      from: bounds.from ? new Date(bounds.from) : undefined,
      to: bounds.to ? new Date(bounds.to) : undefined,
      sellerId: input.sellerId,
      answer:
        input.question && input.band
          ? { question: input.question, scores: BAND_SCORES[input.band] }
          : undefined,
    };
    // The averages are the database's, over every survey of the filter (decision 094).
    const { overall, advisors } = await deps.surveys.aggregate(filter);
    return ok({
      surveys: input.withSurveys ? await deps.surveys.list(filter, SURVEYS_READ_MAX) : [],
      summary: summaryOf(overall, advisors),
      advisors: await deps.surveys.advisors(concessionIds),
      // Every dealership in reach, surveyed or not, to filter by (not for the dealership's own).
      concessions: input.scope === 'concession' ? [] : await deps.surveys.concessions(reach),
    });
  };
