import type { Language } from '#domain/locale/language.ts';
import type { SurveyAggregate } from '#domain/surveys/statistics.ts';
import type { ScoredQuestion, SurveyPart1, SurveyPart2 } from '#domain/surveys/survey.ts';

/** What the service kiosk shows: the dealership's name and logo, and its advisors to choose from. */
export type SurveyKiosk = {
  concessionName: string;
  logoPath: string | null;
  advisors: { id: string; name: string }[];
};

/** One answered survey, as statistics read it. */
export type SurveyRecord = {
  id: string;
  concession: { id: string; name: string };
  seller: { id: string; name: string } | null;
  language: Language;
  part1: Omit<SurveyPart1, 'sellerId'>;
  part2: SurveyPart2;
  createdAt: Date;
};

export type NewSurvey = {
  concessionId: string;
  sellerId: string | null;
  language: Language;
  part1: Omit<SurveyPart1, 'sellerId'>;
  part2: SurveyPart2;
  createdAt: Date;
};

export type SurveyFilter = {
  /** Null: every dealership (platform administrator). */
  concessionIds: readonly string[] | null;
  /** Created at or after / before (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  sellerId?: string | undefined;
  /** Only the surveys whose answer to this question is one of these scores. */
  answer?: { question: ScoredQuestion; scores: readonly number[] } | undefined;
};

/** After-sales surveys from the service kiosk (docs/decisions/072). */
export type SurveyStore = {
  kiosk: (concessionId: string) => Promise<SurveyKiosk | null>;
  create: (survey: NewSurvey) => Promise<SurveyRecord>;
  /** Newest first; at most `limit` (statistics read a dealership's few thousand). */
  list: (filter: SurveyFilter, limit: number) => Promise<SurveyRecord[]>;
  /** The means and counts of the filtered surveys, overall and per advisor, computed in SQL. */
  aggregate: (filter: SurveyFilter) => Promise<{
    overall: SurveyAggregate;
    advisors: (SurveyAggregate & { id: string; name: string })[];
  }>;
  /** The dealerships themselves (null: every one), by name, to filter by. */
  concessions: (concessionIds: readonly string[] | null) => Promise<{ id: string; name: string }[]>;
  /** The advisors of these dealerships (null: every one), to filter and compare by. */
  advisors: (concessionIds: readonly string[] | null) => Promise<{ id: string; name: string }[]>;
};
