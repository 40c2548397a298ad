import { describe, expect, it } from 'vitest';
import type { Actor } from '#domain/access/policy.ts';
import { createMemoryWorld, fakeHasher, sessionOf } from '#tests/fakes/auth.ts';
import { makeSetStationPassword } from './set-station-password.ts';

const admin: Actor = { userId: 'a1', role: 'admin', concessionId: 'c1', assignedConcessionIds: [] };

describe('setStationPassword', () => {
  it('sets the station password and signs its kiosk out; another dealership is not found', async () => {
    const world = createMemoryWorld({
      users: [
        { id: 'k1', email: 'k@test.test', role: 'client', concessionId: 'c1', passwordHash: null },
        { id: 'v1', email: 'v@test.test', role: 'service', concessionId: 'c1', passwordHash: null },
      ],
      concessions: ['c1', 'c2'],
    });
    world.state.sessions.set('tablet', sessionOf('k1', 'tablet'));
    world.state.sessions.set('survey', sessionOf('v1', 'survey'));
    const set = makeSetStationPassword({
      credentials: world.credentials,
      hasher: fakeHasher,
      inTransaction: world.inTransaction,
    });
    const input = { actor: admin, scope: 'concession' as const, station: 'client' as const };
    expect(await set({ ...input, concessionId: 'c1', password: 'weak' })).toEqual({
      ok: false,
      error: { code: 'PASSWORD.WEAK' },
    });
    expect(await set({ ...input, concessionId: 'c2', password: 'Kiosk1234' })).toEqual({
      ok: false,
      error: { code: 'CONCESSION.NOT_FOUND' },
    });
    expect(await set({ ...input, concessionId: 'c1', password: 'Kiosk1234' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(world.state.concessions.get('c1')?.client).toBe('hashed:Kiosk1234');
    expect([...world.state.sessions.keys()]).toEqual(['survey']);
  });
});
