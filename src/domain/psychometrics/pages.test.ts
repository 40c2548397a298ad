import { describe, expect, it } from 'vitest';
import type { AnswerSheet } from './answers.ts';
import { SELLER_FORM } from './items.ts';
import {
  answeredCount,
  pageCount,
  pageItems,
  pageOf,
  parsePage,
  resumePage,
  unansweredOnPage,
} from './pages.ts';

const answered = (keys: readonly string[]): AnswerSheet =>
  Object.fromEntries(keys.map((key) => [key, 3])) as AnswerSheet;

describe('questionnaire pages', () => {
  it('splits the 40-item form into four pages of ten and the 16-item form into two', () => {
    expect(pageCount('seller40')).toBe(4);
    expect(pageCount('client16')).toBe(2);
    expect(pageItems('seller40', 1)).toEqual(SELLER_FORM.slice(0, 10));
    expect(pageItems('seller40', 4)).toEqual(SELLER_FORM.slice(30, 40));
    expect(pageItems('client16', 2)).toHaveLength(6);
    expect(pageCount('client16', 16)).toBe(1);
  });

  it('knows the page of each item', () => {
    expect(pageOf('seller40', 'lifeOfTheParty')).toBe(1);
    expect(pageOf('seller40', 'noImagination')).toBe(2);
    expect(pageOf('seller40', 'fullOfIdeas')).toBe(4);
    expect(() => pageOf('client16', 'fullOfIdeas')).toThrow(RangeError);
  });

  it.each([
    ['1', 1],
    ['4', 4],
    [2, 2],
    ['0', null],
    ['5', null],
    ['2.5', null],
    ['abc', null],
    [undefined, null],
    [['2'], null],
  ])('parses page %j as %j', (value, expected) => {
    expect(parsePage('seller40', value)).toBe(expected);
  });

  it('counts answers and the gaps of one page', () => {
    const sheet = answered([...SELLER_FORM.slice(0, 12), 'fullOfIdeas']);
    expect(answeredCount('seller40', sheet)).toBe(13);
    expect(unansweredOnPage('seller40', 1, sheet)).toEqual([]);
    expect(unansweredOnPage('seller40', 2, sheet)).toEqual(SELLER_FORM.slice(12, 20));
  });

  it('resumes at the first page with a gap, or the last page once everything is answered', () => {
    expect(resumePage('seller40', {})).toBe(1);
    expect(resumePage('seller40', answered(SELLER_FORM.slice(0, 20)))).toBe(3);
    // A gap on page 1 wins over answers further on.
    expect(resumePage('seller40', answered(SELLER_FORM.slice(1)))).toBe(1);
    expect(resumePage('seller40', answered(SELLER_FORM))).toBe(4);
  });
});
