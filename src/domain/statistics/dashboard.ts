import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { daysOffSite, isOffSiteTooLong, type PresenceFacts } from '#domain/sellers/presence.ts';
import type { DateRangeBounds } from './date-ranges.ts';
import {
  computePerformance,
  type PerformanceNumbers,
  type StatusChangeRow,
} from './performance.ts';

/** An advisor as the dashboard lists them. */
export type DashboardSeller = PresenceFacts & { id: string; name: string };

/** One row of the per-advisor table (and of its CSV export). */
export type AdvisorRow = { id: string; name: string; numbers: PerformanceNumbers };

/** Each advisor's numbers over the range, by name; the same rows feed the table and the CSV. */
export const advisorRows = (
  rows: readonly StatusChangeRow[],
  sellers: readonly DashboardSeller[],
  bounds: DateRangeBounds,
): AdvisorRow[] =>
  [...sellers]
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .map((seller) => ({
      id: seller.id,
      name: seller.name,
      numbers: computePerformance(rows, bounds, { sellerId: seller.id }),
    }));

export type SetupStep = 'information' | 'configuration' | 'connection';

export type DashboardAlert =
  | { kind: 'offSite'; sellerId: string; name: string; days: number; delayWeeks: number }
  | { kind: 'subscription'; status: SubscriptionStatus | 'none' }
  | { kind: 'subscriptionEnding'; endsAt: Date | null }
  | { kind: 'setup'; steps: SetupStep[] };

export type SetupFlags = AlertFacts['setup'];

/** The owner's set-up wizard's steps not validated yet, in the wizard's order (decision 063). */
export const setupStepsLeft = (setup: SetupFlags): SetupStep[] => [
  ...(setup.infoValidated ? [] : (['information'] as const)),
  ...(setup.configurationValidated ? [] : (['configuration'] as const)),
  ...(setup.connectionValidated ? [] : (['connection'] as const)),
];

export type AlertFacts = {
  sellers: readonly DashboardSeller[];
  alertDelayWeeks: number;
  subscription: {
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  } | null;
  setup: { infoValidated: boolean; configurationValidated: boolean; connectionValidated: boolean };
};

/**
 * What a manager must look at (issue 14, docs/decisions/066): the set-up steps left, a subscription
 * that is not active (or ends at the period's end), and each advisor off site longer than the
 * dealership's alert delay, longest first.
 */
export const dashboardAlerts = (facts: AlertFacts, now: Date): DashboardAlert[] => {
  const alerts: DashboardAlert[] = [];
  const { subscription } = facts;
  const steps = setupStepsLeft(facts.setup);
  if (steps.length > 0) alerts.push({ kind: 'setup', steps });
  if (!subscription || subscription.status !== 'active') {
    alerts.push({ kind: 'subscription', status: subscription?.status ?? 'none' });
  } else if (subscription.cancelAtPeriodEnd) {
    alerts.push({ kind: 'subscriptionEnding', endsAt: subscription.currentPeriodEnd });
  }
  const away = facts.sellers
    .filter((seller) => isOffSiteTooLong(seller, now, facts.alertDelayWeeks))
    .map((seller) => ({
      kind: 'offSite' as const,
      sellerId: seller.id,
      name: seller.name,
      days: daysOffSite(seller, now),
      delayWeeks: facts.alertDelayWeeks,
    }))
    .sort((a, b) => b.days - a.days);
  return [...alerts, ...away];
};

/** A CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
const field = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** A rate as the table shows it: a whole percentage, empty when there is none. */
const csvRate = (rate: number | null) => (rate === null ? '' : String(Math.round(rate * 100)));

/**
 * The per-advisor table as CSV (UTF-8, comma, CRLF): the same rows and numbers as the table, the
 * dealership's total last. A name starting with = + - @ is prefixed with ' so a spreadsheet never
 * runs it as a formula.
 */
export const advisorCsv = (
  headers: readonly string[],
  rows: readonly AdvisorRow[],
  total: AdvisorRow,
): string => {
  const safe = (name: string) => (/^[=+\-@]/.test(name) ? `'${name}` : name);
  const line = (row: AdvisorRow) =>
    [
      safe(row.name),
      String(row.numbers.sold),
      String(row.numbers.notSold),
      csvRate(row.numbers.closingRate),
      String(row.numbers.beBacks),
      String(row.numbers.cameBack),
      csvRate(row.numbers.beBackRate),
      String(row.numbers.sales),
    ]
      .map(field)
      .join(',');
  return [headers.map(field).join(','), ...rows.map(line), line(total)].join('\r\n') + '\r\n';
};
