import type { AnswerSheet } from './answers.ts';
import { FORMS } from './items.ts';
import type { FormId, ItemKey } from './items.ts';

/**
 * The questionnaire screens show the form a page at a time, each page saved as a draft when it is
 * posted, so a person who leaves halfway loses at most the page in front of them. Ten statements fit
 * a tablet screen without scrolling far and make the 40-item form four steps.
 */
export const QUESTIONNAIRE_PAGE_SIZE = 10;

export const pageCount = (form: FormId, pageSize = QUESTIONNAIRE_PAGE_SIZE): number =>
  Math.ceil(FORMS[form].length / pageSize);

/** A page number from a query string or a form field: anything unusable becomes null. */
export const parsePage = (
  form: FormId,
  value: unknown,
  pageSize = QUESTIONNAIRE_PAGE_SIZE,
): number | null => {
  const page = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof page === 'number' &&
    Number.isInteger(page) &&
    page >= 1 &&
    page <= pageCount(form, pageSize)
    ? page
    : null;
};

/** The items of page `page` (1-based), in questionnaire order. */
export const pageItems = (
  form: FormId,
  page: number,
  pageSize = QUESTIONNAIRE_PAGE_SIZE,
): readonly ItemKey[] => FORMS[form].slice((page - 1) * pageSize, page * pageSize);

/** The page an item is on (1-based). */
export const pageOf = (form: FormId, key: ItemKey, pageSize = QUESTIONNAIRE_PAGE_SIZE): number => {
  const index = FORMS[form].indexOf(key);
  if (index < 0) throw new RangeError(`${key} is not an item of ${form}`);
  return Math.floor(index / pageSize) + 1;
};

export const answeredCount = (form: FormId, sheet: AnswerSheet): number =>
  FORMS[form].filter((key) => sheet[key] !== undefined).length;

export const unansweredOnPage = (
  form: FormId,
  page: number,
  sheet: AnswerSheet,
  pageSize = QUESTIONNAIRE_PAGE_SIZE,
): readonly ItemKey[] => pageItems(form, page, pageSize).filter((key) => sheet[key] === undefined);

/**
 * Where someone coming back resumes: the first page with an unanswered item (a page can be left
 * half done, so it is the first gap, not the page after the last answer); the last page once every
 * item is answered, where only the final submit remains.
 */
export const resumePage = (
  form: FormId,
  sheet: AnswerSheet,
  pageSize = QUESTIONNAIRE_PAGE_SIZE,
): number => {
  const firstGap = FORMS[form].findIndex((key) => sheet[key] === undefined);
  return firstGap < 0 ? pageCount(form, pageSize) : Math.floor(firstGap / pageSize) + 1;
};
