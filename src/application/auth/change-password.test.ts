import { describe, expect, it } from 'vitest';
import { createMemoryWorld, fakeHasher, fakeTokens, sessionOf } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeChangePassword } from './change-password.ts';

const setUp = () => {
  const world = createMemoryWorld({
    users: [
      {
        id: 'u1',
        email: 'u1@test.test',
        role: 'admin',
        concessionId: 'c1',
        passwordHash: 'hashed:Old12345',
      },
    ],
  });
  world.state.sessions.set('phone', sessionOf('u1', 'phone'));
  world.state.sessions.set('laptop', sessionOf('u1', 'laptop'));
  const changePassword = makeChangePassword({
    credentials: world.credentials,
    hasher: fakeHasher,
    rateLimiter: world.rateLimiter,
    tokens: fakeTokens(),
    clock: fakeClock('2026-11-22T12:00:00Z'),
    inTransaction: world.inTransaction,
  });
  const input = {
    actor: { userId: 'u1', role: 'admin' as const, concessionId: 'c1', assignedConcessionIds: [] },
    scope: 'self' as const,
    userId: 'u1',
    ipAddress: '10.0.0.1',
    userAgent: 'test',
  };
  return { world, changePassword, input };
};

describe('changePassword', () => {
  it('ends every session and opens a fresh one for this browser', async () => {
    const { world, changePassword, input } = setUp();
    const result = await changePassword({
      ...input,
      oldPassword: 'Old12345',
      newPassword: 'New12345',
    });
    expect(result.ok).toBe(true);
    expect(world.state.users.get('u1')?.passwordHash).toBe('hashed:New12345');
    expect([...world.state.sessions.keys()]).toEqual(['id:t1']);
    expect(result.ok && result.value.token).toBe('t1.s1');
  });

  it('answers "check your password" to a wrong old password, and keeps everything', async () => {
    const { world, changePassword, input } = setUp();
    const result = await changePassword({
      ...input,
      oldPassword: 'Nope1234',
      newPassword: 'New12345',
    });
    expect(result).toEqual({ ok: false, error: { code: 'PASSWORD.WRONG' } });
    expect(world.state.sessions.size).toBe(2);
  });

  it('refuses a weak new password, someone else’s account, and endless guessing', async () => {
    const { changePassword, input } = setUp();
    expect(
      await changePassword({ ...input, oldPassword: 'Old12345', newPassword: 'weak' }),
    ).toEqual({
      ok: false,
      error: { code: 'PASSWORD.WEAK' },
    });
    expect(
      await changePassword({
        ...input,
        userId: 'other',
        oldPassword: 'Old12345',
        newPassword: 'New12345',
      }),
    ).toEqual({ ok: false, error: { code: 'USER.NOT_FOUND' } });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await changePassword({ ...input, oldPassword: 'Nope1234', newPassword: 'New12345' });
    }
    const limited = await changePassword({
      ...input,
      oldPassword: 'Old12345',
      newPassword: 'New12345',
    });
    expect(limited.ok ? null : limited.error.code).toBe('AUTH.RATE_LIMITED');
  });
});
