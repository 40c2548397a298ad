import { describe, expect, it, vi } from 'vitest';
import { actorOf, aUser, createInMemoryUserStore } from '#tests/fakes/users.ts';
import { makeCreateUser } from './create-user.ts';

const owner = aUser({ id: 'owner', role: 'owner' });
const admin = aUser({ id: 'admin', role: 'admin' });
const bpm = aUser({ id: 'bpm', role: 'bpm', concessionId: null });
const clock = { now: () => new Date('2026-11-22T15:00:00Z') };

const setUp = () => {
  const users = createInMemoryUserStore([owner, admin, bpm]);
  const ports = { resetTokens: { create: vi.fn() }, outbox: { queue: vi.fn() } };
  const transactions: string[] = [];
  const createInvite = vi.fn(async () => undefined);
  const createUser = makeCreateUser({
    users: users.store,
    inTransaction: async (work) => {
      transactions.push('begin');
      const result = await work({ users: users.store, ...ports });
      transactions.push('commit');
      return result;
    },
    createInvite,
    clock,
  });
  return { createUser, createInvite, transactions, users };
};

const newSeller = {
  email: 'New.Seller@demo.test',
  role: 'seller' as const,
  firstName: 'Camille',
  lastName: 'Roy',
  phone: null,
  language: null,
};

describe('makeCreateUser', () => {
  it("creates the member in the caller's dealership and invites them in the same transaction", async () => {
    const { createUser, createInvite, transactions } = setUp();
    createInvite.mockImplementation(async () => {
      expect(transactions).toEqual(['begin']);
    });
    const result = await createUser({
      actor: actorOf(owner),
      scope: 'concession',
      ...newSeller,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { email: 'new.seller@demo.test', role: 'seller', concessionId: 'c1' },
    });
    expect(createInvite).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'new.seller@demo.test',
        name: 'Camille Roy',
        language: 'fr',
        concessionName: 'Demo',
      }),
      expect.objectContaining({ resetTokens: expect.anything(), outbox: expect.anything() }),
    );
    expect(transactions).toEqual(['begin', 'commit']);
  });

  it('refuses a role above the creator before touching anything', async () => {
    const { createUser, createInvite } = setUp();
    const result = await createUser({
      actor: actorOf(admin),
      scope: 'concession',
      ...newSeller,
      role: 'owner',
    });
    expect(result).toEqual({ ok: false, error: { code: 'USERS.ROLE_NOT_ALLOWED' } });
    expect(createInvite).not.toHaveBeenCalled();
  });

  it('needs a dealership from a BPM, and one they are assigned to', async () => {
    const { createUser } = setUp();
    const asBpm = { actor: actorOf(bpm, ['c2']), scope: 'assigned' as const, ...newSeller };
    expect(await createUser(asBpm)).toEqual({
      ok: false,
      error: { code: 'USERS.CONCESSION_REQUIRED' },
    });
    expect(await createUser({ ...asBpm, concessionId: 'c1' })).toEqual({
      ok: false,
      error: { code: 'USERS.CONCESSION_NOT_FOUND' },
    });
    const created = await createUser({ ...asBpm, concessionId: 'c2' });
    expect(created.ok && created.value.concessionId).toBe('c2');
  });

  it('refuses an email already in use', async () => {
    const { createUser, createInvite } = setUp();
    const result = await createUser({
      actor: actorOf(owner),
      scope: 'concession',
      ...newSeller,
      email: 'ADMIN@demo.test',
    });
    expect(result).toEqual({ ok: false, error: { code: 'USERS.EMAIL_IN_USE' } });
    expect(createInvite).not.toHaveBeenCalled();
  });
});
