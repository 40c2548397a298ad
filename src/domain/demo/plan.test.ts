import { describe, expect, it } from 'vitest';
import { isHoldExpired } from '#domain/client-flow/hold.ts';
import { CLIENT_STATUSES } from '#domain/client-flow/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { replay } from './history.ts';
import { planDemo } from './plan.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const plan = planDemo(NOW);

/** Each walk-in's visit run through the status machine, or the step it refused. */
const replayed = plan.walkIns.map((walkIn) => ({ walkIn, result: replay(walkIn.steps) }));
const finalStatus = (steps: ReturnType<typeof replay>) =>
  steps.ok ? (steps.value.at(-1)?.state.status ?? null) : undefined;

describe('planDemo', () => {
  it('is the same demo for the same now', () => {
    expect(planDemo(new Date(NOW))).toEqual(plan);
  });

  it('makes every visit a path the status machine accepts', () => {
    for (const { result } of replayed) expect(result).toMatchObject({ ok: true });
  });

  it('starts every visit at the kiosk and dates nothing after now', () => {
    for (const walkIn of plan.walkIns) {
      expect(walkIn.steps[0]?.event.type).toBe('completeQuestionnaire');
      expect(walkIn.createdAt.getTime()).toBeLessThan(walkIn.steps[0]?.at.getTime() ?? 0);
      const times = walkIn.steps.map((step) => step.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('ends every relationship with feedback that carries its outcome', () => {
    let beBacks = 0;
    for (const { walkIn } of replayed) {
      for (const step of walkIn.steps) {
        if (step.event.type !== 'end') {
          expect(step.feedback).toBeUndefined();
          continue;
        }
        expect(step.feedback?.outcome).toBe(step.event.outcome);
        expect(step.feedback?.sale).toBe(step.event.outcome === 'sold');
        // Only a sale sells a model, one the client viewed.
        if (step.event.outcome === 'sold') {
          expect(step.feedback?.modelsSold).toHaveLength(1);
          expect(step.feedback?.modelsViewed).toContain(step.feedback?.modelsSold[0]);
        } else {
          expect(step.feedback?.modelsSold).toEqual([]);
        }
        if (step.event.outcome === 'beBack') beBacks += 1;
      }
    }
    expect(beBacks).toBeGreaterThan(0);
  });

  it('covers every status, with be-backs who came back and be-backs archived by the scheduler', () => {
    const statuses = new Set(replayed.map(({ result }) => finalStatus(result)));
    expect([...statuses].sort()).toEqual([...CLIENT_STATUSES].sort());
    const steps = plan.walkIns.flatMap((walkIn) => walkIn.steps);
    expect(
      steps.filter((step) => step.event.type === 'archive').every((step) => step.by === 'system'),
    ).toBe(true);
    expect(
      replayed.some(({ result }) =>
        result.ok
          ? result.value.some((t) => t.change?.from === 'beBack' && t.change.to === 'withAdvisor')
          : false,
      ),
    ).toBe(true);
  });

  it('keeps each dealership’s clients with its own advisors, one sale in progress each', () => {
    const concessionOf = new Map(
      DEMO_ACCOUNTS.map((account) => [account.email, account.concession]),
    );
    const inProgress: string[] = [];
    for (const { walkIn, result } of replayed) {
      if (!result.ok) continue;
      const state = result.value.at(-1)?.state;
      if (state?.sellerId) expect(concessionOf.get(state.sellerId)).toBe(walkIn.concession);
      if (state?.status === 'withAdvisor' && state.sellerId) inProgress.push(state.sellerId);
    }
    expect(new Set(inProgress).size).toBe(inProgress.length);
    // One of today's sales was accepted more than the hold ago: the advisor must end or resume it.
    const holds = replayed.flatMap(({ result }) =>
      result.ok && result.value.at(-1)?.state.status === 'withAdvisor'
        ? [result.value.at(-1)?.state.holdExpiresAt ?? null]
        : [],
    );
    expect(holds.some((hold) => isHoldExpired(hold, NOW))).toBe(true);
    expect(holds.some((hold) => !isHoldExpired(hold, NOW))).toBe(true);
  });

  it('pairs a client with an advisor when the waiting room has one, never otherwise', () => {
    for (const { walkIn } of replayed) {
      for (const step of walkIn.steps) {
        if (step.event.type !== 'enterWaitingRoom') continue;
        expect(step.pairing !== undefined).toBe(step.event.sellerId !== null);
      }
    }
  });

  it('names every account of docs/spec/decisions.md section 11 once, with a test for each advisor', () => {
    const emails = plan.accounts.map((account) => account.email);
    expect(new Set(emails).size).toBe(emails.length);
    const sellers = plan.accounts.filter((account) => account.role === 'seller');
    expect(sellers.map((seller) => seller.email).sort()).toEqual(
      plan.sellerProfiles.map((profile) => profile.email).sort(),
    );
    for (const seller of sellers) {
      expect(plan.staffTests.some((test) => test.email === seller.email)).toBe(true);
    }
  });
});
