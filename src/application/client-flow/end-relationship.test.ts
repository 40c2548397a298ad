import { describe, expect, it } from 'vitest';
import type { KioskCar } from '#application/ports/kiosk-catalogue.port.ts';
import { createMemoryClientFlow } from '#tests/fakes/client-flow.ts';
import { aCaller, aClient, aSeller } from '#tests/fakes/client-records.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeEndRelationship } from './end-relationship.ts';

const NOW = '2026-11-24T10:00:00.000Z';
const ANN = aCaller('ann', 'seller');
const CAR: KioskCar = {
  id: 'car-1',
  manufacturer: 'Honda',
  model: 'Civic',
  year: 2026,
  type: 'sedan',
  image: null,
};

const setUp = () => {
  const world = createMemoryClientFlow({
    clients: [
      aClient({
        id: 'k1',
        status: 'withAdvisor',
        sellerId: 'ann',
        holdExpiresAt: new Date('2026-11-24T12:00:00Z'),
      }),
    ],
    sellers: [aSeller({ id: 'ann', showEndQuestionnaire: true })],
    cars: [CAR],
  });
  const end = makeEndRelationship({ inTransaction: world.inTransaction, clock: fakeClock(NOW) });
  const input = { caller: ANN, clientId: 'k1', modelsViewed: [], modelsSold: [], comment: '' };
  return { world, end, input };
};

describe('end relationship', () => {
  it('closes a sale with its feedback and frees the advisor from the end questionnaire', async () => {
    const { world, end, input } = setUp();
    const ended = await end({
      ...input,
      outcome: 'sold',
      // The same car twice, once in capitals (a uuid's letters may come in either case).
      modelsViewed: ['car-1', 'CAR-1'],
      modelsSold: ['Car-1'],
      comment: '  Delivered on Friday ',
    });
    expect(ended.ok).toBe(true);
    const stored = world.state.clients.get('k1');
    expect(stored?.status).toBe('sold');
    expect(stored?.closedAt).toEqual(new Date(NOW));
    expect(stored?.feedback).toEqual({
      outcome: 'sold',
      sale: true,
      modelsViewed: ['car-1'],
      modelsSold: ['car-1'],
      comment: 'Delivered on Friday',
    });
    expect(world.state.history).toEqual([
      expect.objectContaining({ from: 'withAdvisor', to: 'sold' }),
    ]);
    expect(world.state.sellers.get('ann')?.showEndQuestionnaire).toBe(false);
  });

  it('keeps a be-back client for the advisor', async () => {
    const { world, end, input } = setUp();
    expect((await end({ ...input, outcome: 'beBack' })).ok).toBe(true);
    expect(world.state.clients.get('k1')).toMatchObject({ status: 'beBack', sellerId: 'ann' });
    expect(world.state.clients.get('k1')?.feedback?.sale).toBe(false);
  });

  it('refuses a model sold without a sale and an unknown car, changing nothing', async () => {
    const { world, end, input } = setUp();
    expect(await end({ ...input, outcome: 'notSold', modelsSold: ['car-1'] })).toEqual({
      ok: false,
      error: { code: 'CLIENT.FEEDBACK_INVALID', field: 'modelsSold', reason: 'soldWithoutSale' },
    });
    expect(await end({ ...input, outcome: 'sold', modelsViewed: ['car-9'] })).toEqual({
      ok: false,
      error: { code: 'CLIENT.FEEDBACK_INVALID', field: 'modelsViewed', reason: 'unknownCar' },
    });
    expect(world.state.clients.get('k1')?.status).toBe('withAdvisor');
    expect(world.state.sellers.get('ann')?.showEndQuestionnaire).toBe(true);
  });

  it("refuses another advisor's sale", async () => {
    const { world, end, input } = setUp();
    expect(await end({ ...input, caller: aCaller('bob', 'seller'), outcome: 'sold' })).toEqual({
      ok: false,
      error: { code: 'CLIENT.NOT_YOUR_CLIENT' },
    });
    expect(world.state.transitions).toEqual([]);
  });
});
