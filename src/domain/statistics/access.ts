import { err, ok, type Result } from '#domain/shared/result.ts';

/** An advisor's access to their own statistics (docs/spec/product-spec.md sections 3 and 4). */
export const STATISTICS_STATUSES = ['notGranted', 'requested', 'granted'] as const;
export type StatisticsStatus = (typeof STATISTICS_STATUSES)[number];

export const isStatisticsStatus = (value: unknown): value is StatisticsStatus =>
  typeof value === 'string' && (STATISTICS_STATUSES as readonly string[]).includes(value);

/**
 * Who asks for the change: the advisor themself, or someone who manages the dealership (owner,
 * administrator, and the platform's managers within their reach).
 */
export type StatisticsDecider = 'seller' | 'manager';

export type StatisticsStatusError =
  /** An advisor may only ask; granting or refusing is a manager's decision. */
  | { code: 'STATISTICS.MANAGER_DECISION' }
  /** Asking again once granted means nothing (and must not take the access back). */
  | { code: 'STATISTICS.ALREADY_GRANTED' };

/**
 * not granted -> requested (the advisor asks) -> granted (a manager approves). A manager may set
 * any status: grant, refuse a request (back to not granted) or take a granted access back. Asking
 * twice is harmless: `changed` is false and nothing needs writing.
 */
export const changeStatisticsStatus = (
  current: StatisticsStatus,
  wanted: StatisticsStatus,
  by: StatisticsDecider,
): Result<{ status: StatisticsStatus; changed: boolean }, StatisticsStatusError> => {
  if (by === 'seller') {
    if (wanted !== 'requested') return err({ code: 'STATISTICS.MANAGER_DECISION' });
    if (current === 'granted') return err({ code: 'STATISTICS.ALREADY_GRANTED' });
  }
  return ok({ status: wanted, changed: wanted !== current });
};

/** The advisor sees their numbers only once a manager granted it; managers always see them. */
export const mayReadStatistics = (status: StatisticsStatus, by: StatisticsDecider) =>
  by === 'manager' || status === 'granted';
