import { describe, expect, it } from 'vitest';
import { createMemoryClientFlow } from '#tests/fakes/client-flow.ts';
import { aCaller, aClient, aSeller } from '#tests/fakes/client-records.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeSetSeller } from './set-seller.ts';

const NOW = '2026-11-24T10:00:00.000Z';
const OWNER = aCaller('olga', 'owner');

const setUp = () => {
  const world = createMemoryClientFlow({
    clients: [
      aClient({ id: 'k1', status: 'waitingRoom', sellerId: 'ann' }),
      aClient({ id: 'k2', status: 'withAdvisor', sellerId: 'ann' }),
    ],
    sellers: [
      aSeller({ id: 'ann' }),
      aSeller({ id: 'bob' }),
      aSeller({ id: 'eve', concessionId: 'c2' }),
    ],
  });
  const setSeller = makeSetSeller({ inTransaction: world.inTransaction, clock: fakeClock(NOW) });
  return { world, setSeller };
};

describe('set seller', () => {
  it('gives a waiting client to another advisor of the dealership, as a manual pairing', async () => {
    const { world, setSeller } = setUp();
    const set = await setSeller({ caller: OWNER, clientId: 'k1', sellerId: 'bob' });
    expect(set.ok).toBe(true);
    const stored = world.state.clients.get('k1');
    expect(stored?.sellerId).toBe('bob');
    expect(stored?.selectionMode).toBe('manual');
    expect(world.state.transitions[0]?.actor).toEqual({ userId: 'olga', role: 'owner' });
    expect(world.state.assignments).toEqual([{ sellerId: 'bob', at: new Date(NOW) }]);
    expect(world.state.jobs.map((job) => [job.name, job.payload])).toEqual([
      ['notify-seller', { clientId: 'k1', sellerId: 'bob' }],
    ]);
  });

  it("refuses another dealership's advisor", async () => {
    const { world, setSeller } = setUp();
    expect(await setSeller({ caller: OWNER, clientId: 'k1', sellerId: 'eve' })).toEqual({
      ok: false,
      error: { code: 'SELLER.NOT_FOUND' },
    });
    expect(world.state.clients.get('k1')?.sellerId).toBe('ann');
  });

  it('refuses a client already with an advisor, and queues nothing', async () => {
    const { world, setSeller } = setUp();
    expect(await setSeller({ caller: OWNER, clientId: 'k2', sellerId: 'bob' })).toEqual({
      ok: false,
      error: { code: 'CLIENT.TRANSITION_NOT_ALLOWED', from: 'withAdvisor', event: 'assignSeller' },
    });
    expect(world.state.jobs).toEqual([]);
  });
});
