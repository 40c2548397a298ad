import { describe, expect, it } from 'vitest';
import { images, memoryFiles } from '#tests/fakes/pictures.ts';
import { actorOf, aUser, createInMemoryUserStore } from '#tests/fakes/users.ts';
import { makeUpdateUser, type UpdateUserInput } from './update-user.ts';

const owner = aUser({ id: 'owner', role: 'owner' });
const admin = aUser({ id: 'admin', role: 'admin', licence: 'admin' });
const seller = aUser({ id: 'seller', role: 'seller', licence: 'seller', firstName: 'Léa' });
const clock = { now: () => new Date('2026-11-26T15:00:00Z') };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

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
  const { files, stored } = memoryFiles();
  const update = makeUpdateUser({
    users: users.store,
    inTransaction: (work) => work({ users: users.store }),
    clock,
    files,
    images: images(true),
  });
  return { update, users, stored };
};

const form = (
  by: typeof owner,
  changes: Partial<UpdateUserInput> & { userId: string },
): UpdateUserInput => ({
  actor: actorOf(by),
  scope: 'concession',
  firstName: 'Camille',
  lastName: 'Roy',
  phone: null,
  language: 'fr',
  ...changes,
});

describe('makeUpdateUser', () => {
  it('saves the profile and keeps the role when none is given', async () => {
    const { update } = setUp(true);
    const result = await update(form(owner, { userId: 'seller' }));
    expect(result).toMatchObject({ ok: true, value: { role: 'seller', firstName: 'Camille' } });
  });

  it('moves the member to a free seat of the new role with the profile', async () => {
    const { update, users } = setUp(true);
    const result = await update(form(owner, { userId: 'seller', role: 'admin' }));
    expect(result).toMatchObject({
      ok: true,
      value: { role: 'admin', licence: 'admin', firstName: 'Camille' },
    });
    expect(users.seats.find((seat) => seat.id === 's1')?.userId).toBeNull();
    expect(users.seats.find((seat) => seat.id === 'a2')?.userId).toBe('seller');
  });

  it('changes nothing, profile and picture included, when no seat of the new kind is free', async () => {
    const { update, users, stored } = setUp(false);
    expect(await update(form(owner, { userId: 'seller', role: 'admin', picture: PNG }))).toEqual({
      ok: false,
      error: { code: 'USERS.LICENCE_LIMIT', role: 'admin', limit: 1 },
    });
    expect(users.seats.find((seat) => seat.id === 's1')?.userId).toBe('seller');
    expect(await users.store.findById('seller')).toMatchObject({
      role: 'seller',
      firstName: 'Léa',
    });
    expect(stored.size).toBe(0);
  });

  it('refuses to raise a member above the manager, or to change their own role', async () => {
    const { update, users } = setUp(true);
    expect(await update(form(admin, { userId: 'seller', role: 'owner' }))).toEqual({
      ok: false,
      error: { code: 'USERS.ROLE_NOT_ALLOWED' },
    });
    expect(await update(form(admin, { userId: 'admin', role: 'seller' }))).toEqual({
      ok: false,
      error: { code: 'USERS.ROLE_NOT_ALLOWED' },
    });
    expect((await users.store.findById('seller'))?.firstName).toBe('Léa');
  });
});
