import { isHobby, REQUIRED_HOBBY_COUNT, type Hobby } from '#domain/access/hobbies.ts';
import type { YearMonth } from '#domain/matching/experience.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/**
 * The advisor's profile (docs/spec/product-spec.md sections 3 and 5): 3 hobbies and the month they started
 * selling cars, then the month they started at this dealership. Pure: `now` is a parameter.
 */

/** The two experience start dates, in the order the form shows them (trade first). */
export const EXPERIENCE_FIELDS = ['carSellerStartedAt', 'concessionSellerStartedAt'] as const;
export type ExperienceField = (typeof EXPERIENCE_FIELDS)[number];

/**
 * The oldest start year accepted: nobody selling cars today started before it (the database
 * refuses earlier years too).
 */
const EARLIEST_START_YEAR = 1950;

/** What an advisor (or their manager) sends: anything may be missing or wrong. */
export type SellerProfileDraft = {
  hobbies: readonly string[];
  experience: Record<ExperienceField, YearMonth>;
};

export type StartMonth = { readonly year: number; readonly month: number };

/** A profile that passed every rule: 3 known, distinct hobbies and two past, ordered dates. */
export type SellerProfile = {
  hobbies: readonly Hobby[];
  experience: Record<ExperienceField, StartMonth>;
};

export type ProfileIssue =
  | { field: 'hobbies'; code: 'HOBBIES.COUNT'; count: number; required: number }
  | { field: 'hobbies'; code: 'HOBBIES.UNKNOWN' | 'HOBBIES.DUPLICATE' }
  | {
      field: `${ExperienceField}.year`;
      code: 'DATE.YEAR_REQUIRED' | 'DATE.YEAR_RANGE';
      min: number;
      max: number;
    }
  | { field: `${ExperienceField}.month`; code: 'DATE.MONTH_REQUIRED' | 'DATE.MONTH_RANGE' }
  /** The month has not begun yet (a start date cannot be in the future). */
  | { field: `${ExperienceField}.month`; code: 'DATE.FUTURE' }
  /** The dealership start comes before the trade start ("a later date must come after"). */
  | { field: 'concessionSellerStartedAt.year'; code: 'DATE.BEFORE_CAR_SELLER' };

export type ProfileInvalid = { code: 'SELLER.PROFILE_INVALID'; issues: readonly ProfileIssue[] };

const monthIndex = (date: StartMonth) => date.year * 12 + (date.month - 1);

/** Month of `now` in UTC: a start month counts from its first day, whatever the time zone. */
const currentMonth = (now: Date): StartMonth => ({
  year: now.getUTCFullYear(),
  month: now.getUTCMonth() + 1,
});

const checkHobbies = (hobbies: readonly string[]): ProfileIssue[] => {
  if (hobbies.some((hobby) => !isHobby(hobby))) {
    return [{ field: 'hobbies', code: 'HOBBIES.UNKNOWN' }];
  }
  if (new Set(hobbies).size !== hobbies.length) {
    return [{ field: 'hobbies', code: 'HOBBIES.DUPLICATE' }];
  }
  if (hobbies.length !== REQUIRED_HOBBY_COUNT) {
    return [
      {
        field: 'hobbies',
        code: 'HOBBIES.COUNT',
        count: hobbies.length,
        required: REQUIRED_HOBBY_COUNT,
      },
    ];
  }
  return [];
};

/** One date's own rules; the date itself when it passed them. */
const checkDate = (
  field: ExperienceField,
  date: YearMonth,
  now: StartMonth,
): { issues: ProfileIssue[]; date: StartMonth | null } => {
  const issues: ProfileIssue[] = [];
  const bounds = { min: EARLIEST_START_YEAR, max: now.year };
  const { year, month } = date;
  if (year === null) issues.push({ field: `${field}.year`, code: 'DATE.YEAR_REQUIRED', ...bounds });
  else if (!Number.isInteger(year) || year < bounds.min || year > bounds.max) {
    issues.push({ field: `${field}.year`, code: 'DATE.YEAR_RANGE', ...bounds });
  }
  if (month === null) issues.push({ field: `${field}.month`, code: 'DATE.MONTH_REQUIRED' });
  else if (!Number.isInteger(month) || month < 1 || month > 12) {
    issues.push({ field: `${field}.month`, code: 'DATE.MONTH_RANGE' });
  }
  if (issues.length > 0 || year === null || month === null) return { issues, date: null };
  const valid = { year, month };
  if (monthIndex(valid) > monthIndex(now)) {
    return { issues: [{ field: `${field}.month`, code: 'DATE.FUTURE' }], date: null };
  }
  return { issues: [], date: valid };
};

/**
 * docs/spec/product-spec.md section 5: exactly 3 of the 18 hobbies, each once; both start dates with a year
 * from 1950 and a month from 1 to 12, neither in the future; and the start at this dealership not
 * before the start in the trade (the same month is fine: hired on the first day of the career).
 * Every problem is reported, each under its field, so a form shows them all at once.
 */
export const validateSellerProfile = (
  draft: SellerProfileDraft,
  now: Date,
): Result<SellerProfile, ProfileInvalid> => {
  const today = currentMonth(now);
  const issues = checkHobbies(draft.hobbies);
  const trade = checkDate('carSellerStartedAt', draft.experience.carSellerStartedAt, today);
  const dealership = checkDate(
    'concessionSellerStartedAt',
    draft.experience.concessionSellerStartedAt,
    today,
  );
  issues.push(...trade.issues, ...dealership.issues);
  if (trade.date && dealership.date && monthIndex(dealership.date) < monthIndex(trade.date)) {
    issues.push({ field: 'concessionSellerStartedAt.year', code: 'DATE.BEFORE_CAR_SELLER' });
  }
  if (issues.length > 0 || !trade.date || !dealership.date) {
    return err({ code: 'SELLER.PROFILE_INVALID', issues });
  }
  return ok({
    hobbies: draft.hobbies as readonly Hobby[],
    experience: { carSellerStartedAt: trade.date, concessionSellerStartedAt: dealership.date },
  });
};

/** What profile completeness looks at (docs/spec/product-spec.md section 5). */
export type SellerProfileFacts = {
  hobbies: readonly string[];
  carSellerStarted: YearMonth;
  concessionSellerStarted: YearMonth;
  signedContract: boolean;
  hasPassword: boolean;
  profileNumber: number | null;
};

/**
 * docs/spec/product-spec.md section 5, word for word: a seller profile is complete with exactly 3 hobbies, both
 * experience start years set, both start months defined, the contract signed, a password and a
 * profile number. The onboarding guard asks this one function (onboarding.ts).
 */
export const isSellerProfileComplete = (facts: SellerProfileFacts): boolean =>
  facts.hobbies.length === REQUIRED_HOBBY_COUNT &&
  facts.carSellerStarted.year !== null &&
  facts.concessionSellerStarted.year !== null &&
  facts.carSellerStarted.month !== null &&
  facts.concessionSellerStarted.month !== null &&
  facts.signedContract &&
  facts.hasPassword &&
  facts.profileNumber !== null;
