import { err, ok, type Result } from '#domain/shared/result.ts';

/**
 * The after-sales survey of the service kiosk (docs/decisions/072): part 1 is the visit (the advisor
 * met, satisfaction with the sale and with the advisor), part 2 the opinion (would recommend, what
 * would improve the experience, a comment). Scores are on the spec's 1-to-5 scale.
 */
export const SCORED_QUESTIONS = ['saleSatisfaction', 'advisorSatisfaction', 'recommend'] as const;
export type ScoredQuestion = (typeof SCORED_QUESTIONS)[number];
export const QUESTION_PART: Record<ScoredQuestion, 1 | 2> = {
  saleSatisfaction: 1,
  advisorSatisfaction: 1,
  recommend: 2,
};

/** What would improve the experience: at most three, as the kiosk's other "choose" questions. */
export const IMPROVEMENTS = [
  'waitingTime',
  'explanations',
  'price',
  'testDrive',
  'paperwork',
  'followUp',
  'nothing',
] as const;
export type Improvement = (typeof IMPROVEMENTS)[number];
export const IMPROVEMENTS_MAX = 3;
export const SURVEY_COMMENT_MAX = 1000;

/** docs/spec/product-spec.md section 9: answers are rated from 1 to 5. */
const SCORES = [1, 2, 3, 4, 5] as const;

/** The value of "I don't remember" in the advisor question. */
export const UNKNOWN_ADVISOR = 'unknown';

export type SurveyPart1 = {
  sellerId: string | null;
  saleSatisfaction: number;
  advisorSatisfaction: number;
};
export type SurveyPart2 = { recommend: number; improvements: Improvement[]; comment: string };

type Problem = 'required' | 'unknown' | 'tooMany' | 'tooLong';
export type SurveyFieldProblems = Partial<
  Record<'sellerId' | ScoredQuestion | 'improvements' | 'comment', Problem>
>;
export type SurveyInvalid = { code: 'SURVEYS.INVALID'; fields: SurveyFieldProblems };

const score = (value: string | undefined, fields: SurveyFieldProblems, key: ScoredQuestion) => {
  const n = Number(value);
  if (value === undefined || value.trim() === '') fields[key] = 'required';
  else if (!(SCORES as readonly number[]).includes(n)) fields[key] = 'unknown';
  return n;
};

/** Part 1 as posted: the advisor among the dealership's (`advisors`), or "I don't remember". */
export const checkPart1 = (
  input: { sellerId?: string; saleSatisfaction?: string; advisorSatisfaction?: string },
  advisors: ReadonlySet<string>,
): Result<SurveyPart1, SurveyInvalid> => {
  const fields: SurveyFieldProblems = {};
  const seller = (input.sellerId ?? '').trim();
  if (seller === '') fields.sellerId = 'required';
  else if (seller !== UNKNOWN_ADVISOR && !advisors.has(seller)) fields.sellerId = 'unknown';
  const saleSatisfaction = score(input.saleSatisfaction, fields, 'saleSatisfaction');
  const advisorSatisfaction = score(input.advisorSatisfaction, fields, 'advisorSatisfaction');
  if (Object.keys(fields).length > 0) return err({ code: 'SURVEYS.INVALID', fields });
  return ok({
    sellerId: seller === UNKNOWN_ADVISOR ? null : seller,
    saleSatisfaction,
    advisorSatisfaction,
  });
};

const isImprovement = (value: string): value is Improvement =>
  (IMPROVEMENTS as readonly string[]).includes(value);

/** Part 2 as posted: the score is required, the improvements and the comment are not. */
export const checkPart2 = (input: {
  recommend?: string;
  improvements: readonly string[];
  comment?: string;
}): Result<SurveyPart2, SurveyInvalid> => {
  const fields: SurveyFieldProblems = {};
  const recommend = score(input.recommend, fields, 'recommend');
  const improvements = [...new Set(input.improvements)];
  if (improvements.some((value) => !isImprovement(value))) fields.improvements = 'unknown';
  else if (improvements.length > IMPROVEMENTS_MAX) fields.improvements = 'tooMany';
  const comment = (input.comment ?? '').replace(/\r\n/g, '\n').trim();
  if ([...comment].length > SURVEY_COMMENT_MAX) fields.comment = 'tooLong';
  if (Object.keys(fields).length > 0) return err({ code: 'SURVEYS.INVALID', fields });
  return ok({ recommend, improvements: improvements.filter(isImprovement), comment });
};
