import { concessionFilter, reaches } from '#domain/access/policy.ts';
import type { DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import { historyStatusesOf, pageWindowOf, type HistoryStatus } from '#domain/statistics/history.ts';
import { type Caller } from '#application/client-flow/common.ts';
import type { PersonRef } from '#application/ports/client-store.port.ts';
import type { PastClient } from '#application/ports/statistics.port.ts';
import { isSeller, timeZoneOf, type HistoryDeps } from './history-scope.ts';
import { describeRange, type StatisticsRange } from './statistics-range.ts';

export type ListClientHistoryInput = {
  caller: Caller;
  selection: DateRangeSelection;
  status?: HistoryStatus;
  /** Managers: one advisor's clients only (ignored for an advisor, who sees only their own). */
  sellerId?: string;
  /** One dealership of the caller's scope (the platform's dealership page); absent: the whole scope. */
  concessionId?: string;
  page: number;
  pageSize: number;
};

export type ClientHistoryPage = {
  rows: PastClient[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  range: StatisticsRange;
  /** The advisors a manager can filter on (empty for an advisor). */
  sellers: PersonRef[];
};

/**
 * /seller/clients-history and /admin/clients-history: clients who closed (sold, not sold), were
 * archived, or wait as be-back, newest status change first, filtered by the date of that change in
 * the dealership's calendar and by status.
 */
export const makeListClientHistory =
  (deps: HistoryDeps) =>
  async (input: ListClientHistoryInput): Promise<ClientHistoryPage> => {
    const { caller } = input;
    const seller = isSeller(caller);
    const concessionIds =
      input.concessionId === undefined
        ? concessionFilter(caller.actor, caller.scope)
        : reaches(caller.actor, caller.scope, { concessionId: input.concessionId })
          ? [input.concessionId]
          : [];
    const range = describeRange(
      input.selection,
      deps.clock.now(),
      await timeZoneOf(deps.statistics, caller, input.concessionId),
    );
    const sellerId = seller ? caller.actor.userId : input.sellerId;
    const filter = {
      concessionIds,
      sellerId,
      statuses: historyStatusesOf(input.status),
      from: range.bounds.from === null ? null : new Date(range.bounds.from),
      to: range.bounds.to === null ? null : new Date(range.bounds.to),
    };
    // The total first, so a page number past the end shows the last page rather than nothing.
    const total = await deps.statistics.countPastClients(filter);
    const window = pageWindowOf(input.page, total, input.pageSize);
    const rows =
      total === 0
        ? []
        : await deps.statistics.pastClients(filter, {
            limit: input.pageSize,
            offset: window.offset,
          });
    return {
      rows,
      total,
      page: window.page,
      pageCount: window.pageCount,
      pageSize: input.pageSize,
      range,
      sellers: seller ? [] : await deps.statistics.sellersOf(concessionIds),
    };
  };
