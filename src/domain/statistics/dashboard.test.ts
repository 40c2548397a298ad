import { describe, expect, it } from 'vitest';
import { advisorCsv, advisorRows, dashboardAlerts, type AlertFacts } from './dashboard.ts';
import { computePerformance, type StatusChangeRow } from './performance.ts';

const now = new Date('2026-11-26T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const all = { from: null, to: null };

const change = (
  clientId: string,
  sellerId: string,
  from: StatusChangeRow['from'],
  to: StatusChangeRow['to'],
  days: number,
): StatusChangeRow => ({ clientId, sellerId, from, to, at: daysAgo(days) });

const rows = [
  change('c1', 'a', 'withAdvisor', 'sold', 3),
  change('c2', 'a', 'withAdvisor', 'notSold', 2),
  change('c3', 'b', 'withAdvisor', 'beBack', 5),
  change('c3', 'b', 'beBack', 'withAdvisor', 1),
  change('c3', 'b', 'withAdvisor', 'sold', 1),
];
const seller = (id: string, name: string, lastOnSiteDays: number | null) => ({
  id,
  name,
  lastOnSiteAt: lastOnSiteDays === null ? null : daysAgo(lastOnSiteDays),
  createdAt: daysAgo(300),
  hasPassword: true,
});

describe('advisorRows', () => {
  it("gives each advisor their own numbers, by name, adding up to the dealership's", () => {
    const table = advisorRows(rows, [seller('b', 'Zoé', 0), seller('a', 'Alex', 0)], all);
    expect(table.map((row) => row.name)).toEqual(['Alex', 'Zoé']);
    expect(table[0]?.numbers).toMatchObject({ sold: 1, notSold: 1, closingRate: 0.5 });
    expect(table[1]?.numbers).toMatchObject({ sold: 1, beBacks: 1, cameBack: 1, beBackRate: 1 });
    const total = computePerformance(rows, all);
    expect(table.reduce((sum, row) => sum + row.numbers.sales, 0)).toBe(total.sales);
  });
});

describe('dashboardAlerts', () => {
  const facts: AlertFacts = {
    sellers: [seller('s6', 'Seller Six', 17), seller('s1', 'Seller One', 0)],
    alertDelayWeeks: 2,
    subscription: { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null },
    setup: { infoValidated: true, configurationValidated: true, connectionValidated: true },
  };

  it('names the advisor off site longer than the delay, and nobody else', () => {
    expect(dashboardAlerts(facts, now)).toEqual([
      { kind: 'offSite', sellerId: 's6', name: 'Seller Six', days: 17, delayWeeks: 2 },
    ]);
  });

  it('reports set-up steps left and a subscription that is not active', () => {
    const alerts = dashboardAlerts(
      {
        ...facts,
        sellers: [],
        subscription: { status: 'inactive', cancelAtPeriodEnd: false, currentPeriodEnd: null },
        setup: { infoValidated: true, configurationValidated: false, connectionValidated: false },
      },
      now,
    );
    expect(alerts).toEqual([
      { kind: 'setup', steps: ['configuration', 'connection'] },
      { kind: 'subscription', status: 'inactive' },
    ]);
    expect(dashboardAlerts({ ...facts, sellers: [], subscription: null }, now)).toEqual([
      { kind: 'subscription', status: 'none' },
    ]);
  });

  it('warns of a subscription that ends at the end of its period', () => {
    const endsAt = daysAgo(-5);
    expect(
      dashboardAlerts(
        {
          ...facts,
          sellers: [],
          subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: endsAt },
        },
        now,
      ),
    ).toEqual([{ kind: 'subscriptionEnding', endsAt }]);
  });
});

describe('advisorCsv', () => {
  it('writes the same numbers as the table, the total last, and neutralises formulas', () => {
    const table = advisorRows(rows, [seller('a', '=Alex, "A"', 0)], all);
    const total = { id: 'total', name: 'Total', numbers: computePerformance(rows, all) };
    const csv = advisorCsv(['name', 'sold'], table, total);
    expect(csv.split('\r\n')).toEqual([
      'name,sold',
      `"'=Alex, ""A""",1,1,50,0,0,,1`,
      'Total,2,1,67,1,1,100,2',
      '',
    ]);
  });
});
