import { describe, expect, it, vi } from 'vitest';
import { actorOf, aUser, createInMemoryUserStore } from '#tests/fakes/users.ts';
import { createMemoryRateLimiter } from '#tests/fakes/rate-limiter.ts';
import { makeCreateUser } from './create-user.ts';

const owner = aUser({ id: 'owner', role: 'owner' });
const admin = aUser({ id: 'admin', role: 'admin' });
const bpm = aUser({ id: 'bpm', role: 'bpm', concessionId: null });
const clock = { now: () => new Date('2026-11-22T15:00:00Z') };

/** Free advisor seats: 14 in the first dealership, 1 in the second. */
const seats: Parameters<typeof createInMemoryUserStore>[1] = [
  ...Array.from({ length: 14 }, (_, index) => ({
    id: `s${index}`,
    kind: 'seller' as const,
    userId: null,
    concessionId: 'c1',
  })),
  { id: 'other', kind: 'seller' as const, userId: null, concessionId: 'c2' },
  { id: 'a1', kind: 'admin' as const, userId: 'admin', concessionId: 'c1' },
];

const setUp = (seatList = seats) => {
  const users = createInMemoryUserStore([owner, admin, bpm], seatList);
  const ports = { resetTokens: { create: vi.fn() }, outbox: { queue: vi.fn() } };
  const transactions: string[] = [];
  const createInvite = vi.fn(async () => undefined);
  const createUser = makeCreateUser({
    users: users.store,
    rateLimiter: createMemoryRateLimiter(),
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

  it('answers "in use" at most 10 times an hour per manager; members created do not count', async () => {
    const { createUser } = setUp();
    const create = (email: string) =>
      createUser({ actor: actorOf(owner), scope: 'concession', ...newSeller, email });
    for (let index = 0; index < 12; index += 1) {
      expect(await create(`member${index}@demo.test`)).toMatchObject({ ok: true });
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await create('admin@demo.test')).toEqual({
        ok: false,
        error: { code: 'USERS.EMAIL_IN_USE' },
      });
    }
    // Now every creation waits, a free address too: the answer tells nothing more.
    for (const email of ['admin@demo.test', 'free@demo.test']) {
      expect(await create(email)).toEqual({
        ok: false,
        error: { code: 'USERS.RATE_LIMITED', retryAfterMs: 60 * 60_000 },
      });
    }
  });

  it('gives the new member a free seat of their role', async () => {
    const { createUser, users } = setUp();
    const result = await createUser({ actor: actorOf(owner), scope: 'concession', ...newSeller });
    expect(result).toMatchObject({ ok: true, value: { licence: 'seller' } });
    const id = result.ok ? result.value.id : '';
    expect(users.seats.find((seat) => seat.userId === id)?.id).toBe('s0');
  });

  it('refuses a member beyond the seats paid for, naming the limit, and writes nothing', async () => {
    const { createUser, createInvite, users } = setUp([
      { id: 's1', kind: 'seller', userId: 'taken', concessionId: 'c1' },
      { id: 'a1', kind: 'admin', userId: 'admin', concessionId: 'c1' },
    ]);
    expect(await createUser({ actor: actorOf(owner), scope: 'concession', ...newSeller })).toEqual({
      ok: false,
      error: { code: 'USERS.LICENCE_LIMIT', role: 'seller', limit: 1 },
    });
    expect(
      await createUser({
        actor: actorOf(owner),
        scope: 'concession',
        ...newSeller,
        email: 'second.admin@demo.test',
        role: 'admin',
      }),
    ).toEqual({ ok: false, error: { code: 'USERS.LICENCE_LIMIT', role: 'admin', limit: 1 } });
    expect(createInvite).not.toHaveBeenCalled();
    expect(await users.store.emailInUse('new.seller@demo.test')).toBe(false);
  });
});
