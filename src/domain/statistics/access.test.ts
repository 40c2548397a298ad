import { describe, expect, it } from 'vitest';
import {
  changeStatisticsStatus,
  isStatisticsStatus,
  mayReadStatistics,
  STATISTICS_STATUSES,
} from './access.ts';

describe('changeStatisticsStatus (docs/spec/product-spec.md section 4)', () => {
  it('lets the advisor ask for access', () => {
    expect(changeStatisticsStatus('notGranted', 'requested', 'seller')).toEqual({
      ok: true,
      value: { status: 'requested', changed: true },
    });
  });

  it('takes a second request as a no-op', () => {
    expect(changeStatisticsStatus('requested', 'requested', 'seller')).toEqual({
      ok: true,
      value: { status: 'requested', changed: false },
    });
  });

  it('refuses a request once access is granted, so it is not taken back', () => {
    expect(changeStatisticsStatus('granted', 'requested', 'seller')).toEqual({
      ok: false,
      error: { code: 'STATISTICS.ALREADY_GRANTED' },
    });
  });

  it.each([
    ['notGranted', 'granted'],
    ['requested', 'granted'],
    ['requested', 'notGranted'],
    ['granted', 'notGranted'],
  ] as const)('leaves %s -> %s to managers (an advisor only asks)', (current, wanted) => {
    expect(changeStatisticsStatus(current, wanted, 'seller')).toEqual({
      ok: false,
      error: { code: 'STATISTICS.MANAGER_DECISION' },
    });
  });

  it('lets a manager set any status: grant, refuse, take back', () => {
    for (const current of STATISTICS_STATUSES) {
      for (const wanted of STATISTICS_STATUSES) {
        expect(changeStatisticsStatus(current, wanted, 'manager')).toEqual({
          ok: true,
          value: { status: wanted, changed: current !== wanted },
        });
      }
    }
  });
});

describe('mayReadStatistics', () => {
  it('shows an advisor their numbers only once granted', () => {
    expect(mayReadStatistics('notGranted', 'seller')).toBe(false);
    expect(mayReadStatistics('requested', 'seller')).toBe(false);
    expect(mayReadStatistics('granted', 'seller')).toBe(true);
  });

  it('always shows them to managers', () => {
    for (const status of STATISTICS_STATUSES)
      expect(mayReadStatistics(status, 'manager')).toBe(true);
  });
});

describe('isStatisticsStatus', () => {
  it('knows the three stored values and nothing else', () => {
    expect(STATISTICS_STATUSES.every(isStatisticsStatus)).toBe(true);
    expect(isStatisticsStatus('pending')).toBe(false);
    expect(isStatisticsStatus(undefined)).toBe(false);
  });
});
