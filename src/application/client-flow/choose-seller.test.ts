import { describe, expect, it } from 'vitest';
import type { SellerChoiceMode } from '#domain/client-flow/index.ts';
import { createMemoryClientFlow } from '#tests/fakes/client-flow.ts';
import { aCaller, aClient, anAvailableSeller } from '#tests/fakes/client-records.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeChooseSeller } from './choose-seller.ts';

const NOW = '2026-11-24T10:00:00.000Z';
const KIOSK = aCaller('kiosk-c1', 'client');
const CALM = { E: -1, A: 1, C: 1, I: -1 };

const setUp = (mode: SellerChoiceMode = 'clientChoosesBetweenTwo', scored = true) => {
  const world = createMemoryClientFlow({
    clients: [aClient({ id: 'k1', status: 'questionnaireCompleted' })],
    available: {
      c1: [anAvailableSeller('ann', CALM), anAvailableSeller('bob', { E: 1, A: -1, C: -1, I: 1 })],
    },
    clientZ: scored ? { k1: CALM } : {},
    settings: { sellerChoiceMode: mode },
  });
  const choose = makeChooseSeller({ inTransaction: world.inTransaction, clock: fakeClock(NOW) });
  return { world, choose };
};

describe('choose seller', () => {
  it('sends the client to the waiting room of the advisor they chose, who is texted', async () => {
    const { world, choose } = setUp();
    const chosen = await choose({ caller: KIOSK, clientId: 'k1', sellerId: 'bob' });
    expect(chosen.ok).toBe(true);
    const stored = world.state.clients.get('k1');
    expect(stored?.status).toBe('waitingRoom');
    expect(stored?.sellerId).toBe('bob');
    expect(stored?.selectionMode).toBe('clientChoosesBetweenTwo');
    expect(world.state.assignments).toEqual([{ sellerId: 'bob', at: new Date(NOW) }]);
    expect(world.state.jobs).toEqual([
      {
        name: 'notify-seller',
        payload: { clientId: 'k1', sellerId: 'bob' },
        options: { jobKey: 'notify-seller:k1', maxAttempts: 5 },
      },
    ]);
  });

  it('refuses an advisor who is not available, and changes nothing', async () => {
    const { world, choose } = setUp();
    const chosen = await choose({ caller: KIOSK, clientId: 'k1', sellerId: 'zoe' });
    expect(chosen).toEqual({ ok: false, error: { code: 'SELLER.NOT_AVAILABLE' } });
    expect(world.state.clients.get('k1')?.status).toBe('questionnaireCompleted');
    expect(world.state.jobs).toEqual([]);
  });

  it('lets the best match mode pick when the client does not choose', async () => {
    const { world, choose } = setUp('bestMatch');
    expect((await choose({ caller: KIOSK, clientId: 'k1', sellerId: null })).ok).toBe(true);
    expect(world.state.clients.get('k1')?.sellerId).toBe('ann');
    expect(world.state.clients.get('k1')?.selectionMode).toBe('bestMatch');
    expect(world.state.jobs.map((job) => job.payload)).toEqual([
      { clientId: 'k1', sellerId: 'ann' },
    ]);
  });

  it('leaves the client to the next free advisor when advisors pick, texting nobody', async () => {
    const { world, choose } = setUp('advisorPicks');
    expect((await choose({ caller: KIOSK, clientId: 'k1', sellerId: null })).ok).toBe(true);
    expect(world.state.clients.get('k1')?.status).toBe('waitingRoom');
    expect(world.state.clients.get('k1')?.sellerId).toBeNull();
    expect(world.state.jobs).toEqual([]);
    expect(world.state.assignments).toEqual([]);
  });

  it('refuses a client whose personality part is not scored yet', async () => {
    const { world, choose } = setUp('bestMatch', false);
    expect(await choose({ caller: KIOSK, clientId: 'k1', sellerId: null })).toEqual({
      ok: false,
      error: { code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' },
    });
    expect(world.state.transitions).toEqual([]);
  });
});
