import { describe, expect, it } from 'vitest';
import { actorOf, aUser, createInMemoryUserStore } from '#tests/fakes/users.ts';
import { makeChangeMemberRole } from './change-member-role.ts';

const owner = aUser({ id: 'owner', role: 'owner' });
const admin = aUser({ id: 'admin', role: 'admin', licence: 'admin' });
const seller = aUser({ id: 'seller', role: 'seller', licence: 'seller' });
const clock = { now: () => new Date('2026-11-26T15:00:00Z') };

const setUp = (freeAdminSeat: boolean) => {
  const users = createInMemoryUserStore(
    [owner, admin, seller],
    [
      { id: 'a1', kind: 'admin', userId: 'admin', concessionId: 'c1' },
      ...(freeAdminSeat
        ? [{ id: 'a2', kind: 'admin' as const, userId: null, concessionId: 'c1' }]
        : []),
      { id: 's1', kind: 'seller', userId: 'seller', concessionId: 'c1' },
    ],
  );
  const change = makeChangeMemberRole({
    users: users.store,
    inTransaction: (work) => work({ users: users.store }),
    clock,
  });
  return { change, users };
};

describe('makeChangeMemberRole', () => {
  it('gives back the advisor seat and takes a free administrator seat', async () => {
    const { change, users } = setUp(true);
    const result = await change({
      actor: actorOf(owner),
      scope: 'concession',
      userId: 'seller',
      role: 'admin',
    });
    expect(result).toMatchObject({ ok: true, value: { role: 'admin', licence: 'admin' } });
    expect(users.seats.find((seat) => seat.id === 's1')?.userId).toBeNull();
    expect(users.seats.find((seat) => seat.id === 'a2')?.userId).toBe('seller');
  });

  it('changes nothing when no seat of the new kind is free', async () => {
    const { change, users } = setUp(false);
    expect(
      await change({ actor: actorOf(owner), scope: 'concession', userId: 'seller', role: 'admin' }),
    ).toEqual({ ok: false, error: { code: 'USERS.LICENCE_LIMIT', role: 'admin', limit: 1 } });
    expect(users.seats.find((seat) => seat.id === 's1')?.userId).toBe('seller');
    expect((await users.store.findById('seller'))?.role).toBe('seller');
  });

  it('refuses to raise a member above the manager, or to change their own role', async () => {
    const { change } = setUp(true);
    expect(
      await change({ actor: actorOf(admin), scope: 'concession', userId: 'seller', role: 'owner' }),
    ).toEqual({ ok: false, error: { code: 'USERS.ROLE_NOT_ALLOWED' } });
    expect(
      await change({ actor: actorOf(admin), scope: 'concession', userId: 'admin', role: 'seller' }),
    ).toEqual({ ok: false, error: { code: 'USERS.ROLE_NOT_ALLOWED' } });
  });
});
