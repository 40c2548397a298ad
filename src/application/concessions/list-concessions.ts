import { concessionFilter } from '#domain/access/policy.ts';
import { pageWindowOf } from '#domain/statistics/history.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type {
  ConcessionDirectory,
  ConcessionSummary,
} from '#application/ports/concession-directory.port.ts';

export type ListConcessionsInput = {
  caller: Caller;
  /** A region (province or state code). */
  state?: string | undefined;
  manufacturerId?: string | undefined;
  /** Lower-cased words of the name (domain/concessions/directory.ts searchTermOf). */
  search: string;
  page: number;
  pageSize: number;
};

export type ConcessionPage = {
  concessions: ConcessionSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The regions of the dealerships in reach, for the list's filter. */
  states: string[];
};

/**
 * `GET /api/concessions` and the platform's list pages: the live dealerships the caller reaches
 * (prAdmin every one, a bpm its assignments and territories, decision 076), by name, a page at a
 * time. A page number past the end shows the last page.
 */
export const makeListConcessions =
  (deps: { directory: Pick<ConcessionDirectory, 'count' | 'list' | 'statesOf'> }) =>
  async (input: ListConcessionsInput): Promise<ConcessionPage> => {
    const filter = {
      concessionIds: concessionFilter(input.caller.actor, input.caller.scope),
      state: input.state,
      manufacturerId: input.manufacturerId,
      search: input.search,
    };
    const total = await deps.directory.count(filter);
    const window = pageWindowOf(input.page, total, input.pageSize);
    const concessions =
      total === 0
        ? []
        : await deps.directory.list(filter, { limit: input.pageSize, offset: window.offset });
    return {
      concessions,
      total,
      page: window.page,
      pageCount: window.pageCount,
      pageSize: input.pageSize,
      states: await deps.directory.statesOf(filter.concessionIds),
    };
  };
