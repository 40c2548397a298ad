import { describe, expect, it } from 'vitest';
import { createMemoryClientFlow } from '#tests/fakes/client-flow.ts';
import { aCaller, aClient } from '#tests/fakes/client-records.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeAcceptClient } from './accept-client.ts';

const NOW = '2026-11-24T10:00:00.000Z';
const HOUR = 3_600_000;

const setUp = (clients = [aClient({ id: 'k1', status: 'waitingRoom' })]) => {
  const world = createMemoryClientFlow({ clients });
  const clock = fakeClock(NOW);
  const accept = makeAcceptClient({ inTransaction: world.inTransaction, clock });
  return { world, accept };
};

describe('accept client', () => {
  it("gives the advisor a client waiting for anyone, for the dealership's hold", async () => {
    const { world, accept } = setUp();
    const accepted = await accept(aCaller('ann', 'seller'), 'k1');
    expect(accepted.ok).toBe(true);
    const stored = world.state.clients.get('k1');
    expect(stored?.status).toBe('withAdvisor');
    expect(stored?.sellerId).toBe('ann');
    expect(stored?.holdExpiresAt?.toISOString()).toBe(
      new Date(Date.parse(NOW) + 4 * HOUR).toISOString(),
    );
    expect(world.state.history).toEqual([
      expect.objectContaining({
        clientId: 'k1',
        from: 'waitingRoom',
        to: 'withAdvisor',
        actor: { userId: 'ann', role: 'seller', name: null },
      }),
    ]);
    // Taking an unassigned client is when the pairing happens (round robin reads it).
    expect(world.state.assignments).toEqual([{ sellerId: 'ann', at: new Date(NOW) }]);
  });

  it('lets exactly one of two advisors accepting at once win; the other learns it is taken', async () => {
    const { world, accept } = setUp();
    const results = await Promise.all([
      accept(aCaller('ann', 'seller'), 'k1'),
      accept(aCaller('bob', 'seller'), 'k1'),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const [lost] = results.filter((result) => !result.ok);
    expect(lost?.ok === false && lost.error).toEqual({ code: 'CLIENT.ALREADY_ACCEPTED' });
    const winner = results[0]?.ok ? 'ann' : 'bob';
    expect(world.state.clients.get('k1')?.sellerId).toBe(winner);
    expect(world.state.history).toHaveLength(1);
  });

  it('refuses an advisor who still has a sale, and writes nothing', async () => {
    const { world, accept } = setUp([
      aClient({ id: 'k1', status: 'waitingRoom' }),
      aClient({
        id: 'k0',
        status: 'withAdvisor',
        sellerId: 'ann',
        holdExpiresAt: new Date(Date.parse(NOW) - HOUR),
      }),
    ]);
    const accepted = await accept(aCaller('ann', 'seller'), 'k1');
    expect(accepted).toEqual({ ok: false, error: { code: 'SELLER.SALE_IN_PROGRESS' } });
    expect(world.state.clients.get('k1')?.status).toBe('waitingRoom');
    expect(world.state.transitions).toEqual([]);
  });

  it('answers SELLER.SALE_IN_PROGRESS when the unique index refuses a second sale at once', async () => {
    const { world, accept } = setUp([
      aClient({ id: 'k1', status: 'waitingRoom' }),
      aClient({ id: 'k2', status: 'waitingRoom' }),
    ]);
    const caller = aCaller('ann', 'seller');
    const results = await Promise.all([accept(caller, 'k1'), accept(caller, 'k2')]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(results[1]).toEqual({ ok: false, error: { code: 'SELLER.SALE_IN_PROGRESS' } });
    expect(world.state.clients.get('k2')?.status).toBe('waitingRoom');
  });

  it("refuses a client waiting for another advisor, and another dealership's client", async () => {
    const { accept } = setUp([
      aClient({ id: 'k1', status: 'waitingRoom', sellerId: 'bob' }),
      aClient({ id: 'k2', status: 'waitingRoom', concessionId: 'c2' }),
    ]);
    expect(await accept(aCaller('ann', 'seller'), 'k1')).toEqual({
      ok: false,
      error: { code: 'CLIENT.WAITING_FOR_ANOTHER_SELLER' },
    });
    expect(await accept(aCaller('ann', 'seller'), 'k2')).toEqual({
      ok: false,
      error: { code: 'CLIENT.NOT_FOUND' },
    });
  });
});
