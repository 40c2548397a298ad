import { concessionFilter } from '#domain/access/policy.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import { historyStatusesOf, pageWindowOf, type HistoryStatus } from '#domain/statistics/history.ts';
import { reachesClient, type Caller } from '#application/client-flow/common.ts';
import type {
  ClientHistoryEntry,
  ClientStore,
  PersonRef,
} from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { PastClient, StatisticsStore } from '#application/ports/statistics.port.ts';
import { describeRange, type StatisticsRange } from './seller-statistics.ts';

type HistoryDeps = {
  statistics: StatisticsStore;
  clients: Pick<ClientStore, 'history'>;
  clock: Clock;
};

/** An advisor's history holds their own clients; managers see every advisor's. */
const isAdvisor = (caller: Caller) => caller.actor.role === 'seller';

/** The calendar of the caller's dealership (the platform's roles fall back to the default zone). */
const timeZoneOf = async (statistics: Pick<StatisticsStore, 'timeZoneOf'>, caller: Caller) =>
  (caller.actor.concessionId ? await statistics.timeZoneOf(caller.actor.concessionId) : null) ??
  DEFAULT_TIME_ZONE;

export type ListClientHistoryInput = {
  caller: Caller;
  selection: DateRangeSelection;
  status?: HistoryStatus;
  /** Managers: one advisor's clients only (ignored for an advisor, who sees only their own). */
  sellerId?: string;
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
  advisors: PersonRef[];
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
    const advisor = isAdvisor(caller);
    const concessionIds = concessionFilter(caller.actor, caller.scope);
    const range = describeRange(
      input.selection,
      deps.clock.now(),
      await timeZoneOf(deps.statistics, caller),
    );
    const sellerId = advisor ? caller.actor.userId : input.sellerId;
    const filter = {
      concessionIds,
      ...(sellerId ? { sellerId } : {}),
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
      advisors: advisor ? [] : await deps.statistics.advisorsOf(concessionIds),
    };
  };

export type PastClientDetails = {
  client: PastClient;
  /** Every status the client went through, oldest first, with who and when. */
  timeline: ClientHistoryEntry[];
  timeZone: string;
};

/**
 * /seller/clients-history/{id} and /admin/clients-history/{id}: the client's summary and status
 * timeline. Another dealership's client, and for an advisor another advisor's, is not found.
 */
export const makeGetClientHistory =
  (deps: HistoryDeps) =>
  async (
    caller: Caller,
    clientId: string,
  ): Promise<Result<PastClientDetails, { code: 'CLIENT.NOT_FOUND' }>> => {
    const client = await deps.statistics.pastClient(clientId);
    if (
      !client ||
      !reachesClient(caller, client) ||
      (isAdvisor(caller) && client.seller?.id !== caller.actor.userId)
    ) {
      return err({ code: 'CLIENT.NOT_FOUND' });
    }
    const timeline = await deps.clients.history(client.id);
    return ok({ client, timeline, timeZone: await timeZoneOf(deps.statistics, caller) });
  };
