import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { replay } from './history.ts';
import { planSalesDemo, SALES_DEMO_ACCOUNTS, salesDemoAccount } from './sales-demo.ts';

const NOW = new Date('2026-11-27T15:00:00Z');
const plan = planSalesDemo(NOW);

describe('planSalesDemo', () => {
  it('is the same showroom for the same now', () => {
    expect(planSalesDemo(new Date(NOW))).toEqual(plan);
  });

  it('makes every visit a path the status machine accepts, dated before now', () => {
    expect(plan.walkIns.length).toBeGreaterThan(10);
    for (const walkIn of plan.walkIns) {
      expect(replay(walkIn.steps)).toMatchObject({ ok: true });
      expect(walkIn.concession).toBe('showroom');
      for (const step of walkIn.steps) expect(step.at.getTime()).toBeLessThanOrEqual(+NOW);
    }
  });

  it('leaves both advisors free for the demonstration (nobody with an advisor)', () => {
    const statuses = plan.walkIns.map((walkIn) => {
      const result = replay(walkIn.steps);
      return result.ok ? result.value.at(-1)?.state.status : null;
    });
    expect(statuses).not.toContain('withAdvisor');
  });

  it('keeps the showroom apart: its own accounts, no territory, none of the seeded emails', () => {
    expect(plan.concessions).toHaveLength(1);
    expect(plan.concessions[0]).toMatchObject({ key: 'showroom', territory: '' });
    expect(plan.territories).toEqual([]);
    const emails = plan.accounts.map((account) => account.email);
    expect(emails.sort()).toEqual(
      [SALES_DEMO_ACCOUNTS.kiosk, ...SALES_DEMO_ACCOUNTS.advisors].sort(),
    );
    for (const account of plan.accounts) expect(account.concession).toBe('showroom');
    const seeded = new Set(DEMO_ACCOUNTS.map((account) => account.email));
    for (const email of emails) expect(seeded.has(email)).toBe(false);
  });

  it('opens the kiosk account or the first advisor', () => {
    expect(salesDemoAccount('kiosk')).toBe(SALES_DEMO_ACCOUNTS.kiosk);
    expect(salesDemoAccount('advisor')).toBe(SALES_DEMO_ACCOUNTS.advisors[0]);
  });
});
