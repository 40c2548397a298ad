import { describe, expect, it } from 'vitest';
import { createMemoryWorld, fakeHasher } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeCreatePassword } from './create-password.ts';

const setUp = () => {
  const world = createMemoryWorld({
    users: [
      { id: 'new', email: 'new@test.test', role: 'seller', concessionId: 'c1', passwordHash: null },
      { id: 'old', email: 'old@test.test', role: 'seller', concessionId: 'c1', passwordHash: 'x' },
      { id: 'kiosk', email: 'k@test.test', role: 'client', concessionId: 'c1', passwordHash: null },
    ],
  });
  const createPassword = makeCreatePassword({
    credentials: world.credentials,
    hasher: fakeHasher,
    clock: fakeClock('2026-11-22T12:00:00Z'),
    inTransaction: world.inTransaction,
  });
  const self = (userId: string, role: 'seller' | 'client' = 'seller') => ({
    actor: { userId, role, concessionId: 'c1', assignedConcessionIds: [] },
    scope: 'self' as const,
    userId,
  });
  return { world, createPassword, self };
};

describe('createPassword', () => {
  it('sets the first password of one’s own account', async () => {
    const { world, createPassword, self } = setUp();
    const result = await createPassword({
      ...self('new'),
      password: 'Secret123',
      confirmation: 'Secret123',
    });
    expect(result.ok).toBe(true);
    expect(world.state.users.get('new')?.passwordHash).toBe('hashed:Secret123');
  });

  it('checks the policy, and the confirmation when the page sends one', async () => {
    const { createPassword, self } = setUp();
    const attempt = (password: string, confirmation?: string) =>
      createPassword({ ...self('new'), password, confirmation });
    expect(await attempt('')).toEqual({ ok: false, error: { code: 'PASSWORD.REQUIRED' } });
    expect(await attempt('short1A')).toEqual({ ok: false, error: { code: 'PASSWORD.WEAK' } });
    expect(await attempt('Secret123', '')).toEqual({
      ok: false,
      error: { code: 'PASSWORD.CONFIRMATION_REQUIRED' },
    });
    expect(await attempt('Secret123', 'Secret124')).toEqual({
      ok: false,
      error: { code: 'PASSWORD.MISMATCH' },
    });
  });

  it('refuses when a password exists, for another user, and for a kiosk', async () => {
    const { createPassword, self } = setUp();
    expect(await createPassword({ ...self('old'), password: 'Secret123' })).toEqual({
      ok: false,
      error: { code: 'PASSWORD.ALREADY_SET' },
    });
    expect(await createPassword({ ...self('new'), userId: 'old', password: 'Secret123' })).toEqual({
      ok: false,
      error: { code: 'USER.NOT_FOUND' },
    });
    expect(await createPassword({ ...self('kiosk', 'client'), password: 'Secret123' })).toEqual({
      ok: false,
      error: { code: 'PASSWORD.STATION_ACCOUNT' },
    });
  });
});
