import { describe, expect, it } from 'vitest';
import type { Actor, Scope } from '#domain/access/policy.ts';
import { createMemoryWorld, fakeTokens, sessionOf } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeResetPasswordByManager } from './reset-password-by-manager.ts';

const setUp = () => {
  const world = createMemoryWorld({
    users: [
      {
        id: 's1',
        email: 's1@test.test',
        role: 'seller',
        concessionId: 'c1',
        passwordHash: 'h',
        name: 'Sam',
      },
      { id: 's2', email: 's2@test.test', role: 'seller', concessionId: 'c2', passwordHash: 'h' },
      { id: 'k1', email: 'k1@test.test', role: 'client', concessionId: 'c1', passwordHash: null },
      { id: 'o9', email: 'o9@test.test', role: 'owner', concessionId: 'c1', passwordHash: 'h' },
    ],
  });
  world.state.sessions.set('a', sessionOf('s1', 'a'));
  const reset = makeResetPasswordByManager({
    credentials: world.credentials,
    tokens: fakeTokens(),
    clock: fakeClock('2026-11-22T12:00:00Z'),
    inTransaction: world.inTransaction,
  });
  return { world, reset };
};

const owner: Actor = { userId: 'o1', role: 'owner', concessionId: 'c1', assignedConcessionIds: [] };
const bpm: Actor = { userId: 'b1', role: 'bpm', concessionId: null, assignedConcessionIds: ['c2'] };
const as = (actor: Actor, scope: Scope, userId: string) => ({ actor, scope, userId });

describe('resetPasswordByManager', () => {
  it('clears the password, ends the member’s sessions and emails a reset link', async () => {
    const { world, reset } = setUp();
    expect(await reset(as(owner, 'concession', 's1'))).toEqual({ ok: true, value: undefined });
    expect(world.state.users.get('s1')?.passwordHash).toBeNull();
    expect(world.state.sessions.size).toBe(0);
    expect(world.state.emails).toMatchObject([
      {
        template: 'passwordResetByManager',
        to: 's1@test.test',
        params: { name: 'Sam', link: '/auth/reset-password?token=t1.s1' },
      },
    ]);
  });

  it('does not reach another dealership’s member (404), nor a kiosk account', async () => {
    const { world, reset } = setUp();
    expect(await reset(as(owner, 'concession', 's2'))).toEqual({
      ok: false,
      error: { code: 'USER.NOT_FOUND' },
    });
    expect(await reset(as(bpm, 'assigned', 's1'))).toEqual({
      ok: false,
      error: { code: 'USER.NOT_FOUND' },
    });
    expect(await reset(as(bpm, 'assigned', 's2'))).toEqual({ ok: true, value: undefined });
    expect(await reset(as(owner, 'concession', 'k1'))).toEqual({
      ok: false,
      error: { code: 'PASSWORD.STATION_ACCOUNT' },
    });
    expect(world.state.users.get('s1')?.passwordHash).toBe('h');
  });

  it('refuses a member of a higher rank (an administrator cannot reset the owner)', async () => {
    const { world, reset } = setUp();
    const admin: Actor = {
      userId: 'a1',
      role: 'admin',
      concessionId: 'c1',
      assignedConcessionIds: [],
    };
    expect(await reset(as(admin, 'concession', 'o9'))).toEqual({
      ok: false,
      error: { code: 'USERS.MEMBER_NOT_MANAGEABLE' },
    });
    expect(await reset(as(admin, 'concession', 's1'))).toEqual({ ok: true, value: undefined });
    expect(world.state.users.get('o9')?.passwordHash).toBe('h');
  });
});
