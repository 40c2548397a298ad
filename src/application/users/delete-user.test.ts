import { describe, expect, it, vi } from 'vitest';
import { actorOf, aUser, createInMemoryUserStore } from '#tests/fakes/users.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { UserRecord } from '#application/ports/user-store.port.ts';
import { makeDeleteUser } from './delete-user.ts';

const owner = aUser({ id: 'owner', role: 'owner' });
const admin = aUser({ id: 'admin', role: 'admin' });
const seller = aUser({ id: 'seller', role: 'seller' });
const foreignSeller = aUser({ id: 'foreign', role: 'seller', concessionId: 'c2' });
const bpm = aUser({ id: 'bpm', role: 'bpm', concessionId: null });

const setUp = (extra: UserRecord[] = []) => {
  const users = createInMemoryUserStore([owner, admin, seller, foreignSeller, bpm, ...extra]);
  const sessions: SessionStore = {
    create: vi.fn(),
    find: vi.fn(),
    extend: vi.fn(),
    delete: vi.fn(),
    deleteAllOf: vi.fn(async () => undefined),
    deleteExpired: vi.fn(),
  };
  const deleteUser = makeDeleteUser({
    users: users.store,
    inTransaction: async (work) => work({ users: users.store, sessions }),
    clock: { now: () => new Date('2026-11-22T15:00:00Z') },
  });
  return { deleteUser, sessions, deleted: users.deleted };
};

describe('makeDeleteUser', () => {
  it('deletes a member and ends all their sessions', async () => {
    const { deleteUser, sessions, deleted } = setUp();
    const result = await deleteUser({
      actor: actorOf(admin),
      scope: 'concession',
      userId: 'seller',
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(deleted.has('seller')).toBe(true);
    expect(sessions.deleteAllOf).toHaveBeenCalledWith('seller');
  });

  it("answers not found for another dealership's member", async () => {
    const { deleteUser, deleted } = setUp();
    const result = await deleteUser({
      actor: actorOf(owner),
      scope: 'concession',
      userId: 'foreign',
    });
    expect(result).toEqual({ ok: false, error: { code: 'USERS.NOT_FOUND' } });
    expect(deleted.size).toBe(0);
  });

  it('refuses to delete oneself and a rank above', async () => {
    const { deleteUser } = setUp();
    expect(
      await deleteUser({ actor: actorOf(owner), scope: 'concession', userId: 'owner' }),
    ).toEqual({ ok: false, error: { code: 'USERS.CANNOT_DELETE_SELF' } });
    expect(
      await deleteUser({ actor: actorOf(admin), scope: 'concession', userId: 'owner' }),
    ).toEqual({ ok: false, error: { code: 'USERS.MEMBER_NOT_MANAGEABLE' } });
  });

  it('keeps the last owner of a dealership, not one of two', async () => {
    const { deleteUser } = setUp([aUser({ id: 'co-owner', role: 'owner' })]);
    const asBpm = { actor: actorOf(bpm, ['c1']), scope: 'assigned' as const };
    expect(await deleteUser({ ...asBpm, userId: 'co-owner' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await deleteUser({ ...asBpm, userId: 'owner' })).toEqual({
      ok: false,
      error: { code: 'USERS.LAST_OWNER' },
    });
  });
});
