import { describe, expect, it } from 'vitest';
import { HISTORY_STATUSES, historyStatusesOf, isHistoryStatus, pageWindowOf } from './history.ts';

describe('history statuses', () => {
  it('are the ended, archived and be-back clients', () => {
    expect(HISTORY_STATUSES).toEqual(['sold', 'notSold', 'beBack', 'archived']);
    expect(isHistoryStatus('withAdvisor')).toBe(false);
    expect(isHistoryStatus('beBack')).toBe(true);
  });

  it('filter on one status, or on all of them', () => {
    expect(historyStatusesOf('sold')).toEqual(['sold']);
    expect(historyStatusesOf(undefined)).toEqual(HISTORY_STATUSES);
  });
});

describe('pageWindowOf', () => {
  it('computes the offset of a page', () => {
    expect(pageWindowOf(2, 45, 20)).toEqual({ page: 2, pageCount: 3, offset: 20 });
  });

  it('keeps the page within the pages that exist', () => {
    expect(pageWindowOf(9, 45, 20)).toEqual({ page: 3, pageCount: 3, offset: 40 });
    expect(pageWindowOf(0, 45, 20)).toEqual({ page: 1, pageCount: 3, offset: 0 });
    expect(pageWindowOf(Number.NaN, 45, 20)).toEqual({ page: 1, pageCount: 3, offset: 0 });
  });

  it('has one (empty) page when there is nothing', () => {
    expect(pageWindowOf(3, 0, 20)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});
