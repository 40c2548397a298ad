import { reaches } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  advisorRows,
  dashboardAlerts,
  type AdvisorRow,
  type DashboardAlert,
  type DashboardSeller,
} from '#domain/statistics/dashboard.ts';
import { resolveDateRange, type DateRangeSelection } from '#domain/statistics/date-ranges.ts';
import {
  buildPerformanceSeries,
  computePerformance,
  type PerformanceNumbers,
  type PerformanceSeries,
} from '#domain/statistics/performance.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { DashboardStore, FloorNow } from '#application/ports/dashboard.port.ts';
import type { MatchingStore } from '#application/ports/matching.port.ts';
import type { StatisticsStore } from '#application/ports/statistics.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { describeRange, type StatisticsRange } from './statistics-range.ts';

export type DealershipDashboard = {
  floor: FloorNow & { advisorsAvailable: number };
  range: StatisticsRange;
  numbers: PerformanceNumbers;
  series: PerformanceSeries;
  advisors: AdvisorRow[];
  alerts: DashboardAlert[];
};

export type DashboardDeps = {
  dashboard: DashboardStore;
  statistics: Pick<StatisticsStore, 'statusChanges'>;
  users: Pick<UserStore, 'list'>;
  matching: Pick<MatchingStore, 'availableSellerIds'>;
  clock: Clock;
};

/** An advisor's account as the off-site alert reads it (docs/decisions/066). */
export const dashboardSellerOf = (member: UserRecord): DashboardSeller => ({
  id: member.id,
  name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email,
  lastOnSiteAt: member.lastOnSiteAt,
  createdAt: member.createdAt,
  hasPassword: member.hasPassword,
});

/**
 * The managers' dashboard (/owner, /admin, /admin/dashboard; issue 14): today's floor, the
 * dealership's closing rate, be-back rate and sales over the range with each advisor's row and the
 * chart, and the alerts. Five queries whatever the number of advisors or clients (no N+1).
 * Another dealership's dashboard is "not found" (docs/spec/decisions.md section 2).
 */
export const makeGetDealershipDashboard =
  (deps: DashboardDeps) =>
  async (
    caller: Caller,
    concessionId: string,
    selection: DateRangeSelection,
  ): Promise<Result<DealershipDashboard, { code: 'CONCESSION.NOT_FOUND' }>> => {
    if (caller.scope === 'self' || !reaches(caller.actor, caller.scope, { concessionId })) {
      return err({ code: 'CONCESSION.NOT_FOUND' });
    }
    const facts = await deps.dashboard.dealership(concessionId);
    if (!facts) return err({ code: 'CONCESSION.NOT_FOUND' });
    const now = deps.clock.now();
    const range = describeRange(selection, now, facts.timeZone);
    const today = resolveDateRange({ key: 'today' }, now, facts.timeZone);
    const dayStart = new Date(today.from ?? now.toISOString());
    const since = range.bounds.from === null ? null : new Date(range.bounds.from);
    const [floor, available, rows, members] = await Promise.all([
      deps.dashboard.floor(concessionId, now, dayStart),
      deps.matching.availableSellerIds([concessionId], now),
      deps.statistics.statusChanges({ concessionId, since }),
      deps.users.list({ concessionIds: [concessionId], roles: ['seller'] }),
    ]);
    const sellers = members.map(dashboardSellerOf);
    return ok({
      floor: { ...floor, advisorsAvailable: available.size },
      range,
      numbers: computePerformance(rows, range.bounds),
      series: buildPerformanceSeries(rows, range.bounds, now, facts.timeZone),
      advisors: advisorRows(rows, sellers, range.bounds),
      alerts: dashboardAlerts(
        {
          sellers,
          alertDelayWeeks: facts.alertDelayWeeks,
          subscription: facts.subscription,
          setup: facts.setup,
        },
        now,
      ),
    });
  };
