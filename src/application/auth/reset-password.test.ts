import { describe, expect, it } from 'vitest';
import { createMemoryWorld, fakeHasher, fakeTokens, sessionOf } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeRequestPasswordReset } from './request-password-reset.ts';
import { makeCheckResetLink } from './check-reset-link.ts';
import { makeResetPassword } from './reset-password.ts';
import { makeSendPasswordReset } from './send-password-reset.ts';

const setUp = () => {
  const world = createMemoryWorld({
    users: [
      {
        id: 'u1',
        email: 'Seller@Test.test',
        role: 'seller',
        concessionId: 'c1',
        passwordHash: 'hashed:Old12345',
        name: 'Sam Seller',
        language: 'en',
      },
      {
        id: 'kiosk',
        email: 'kiosk@test.test',
        role: 'client',
        concessionId: 'c1',
        passwordHash: null,
      },
    ],
  });
  const clock = fakeClock('2026-11-22T12:00:00Z');
  const tokens = fakeTokens();
  const links = { tokens, clock, credentials: world.credentials, resetTokens: world.resetTokens };
  const ask = makeRequestPasswordReset({
    clock,
    rateLimiter: world.rateLimiter,
    inTransaction: world.inTransaction,
  });
  const send = makeSendPasswordReset({ ...links, inTransaction: world.inTransaction });
  return {
    world,
    clock,
    ask,
    /** The request, then the job it queued, as the worker runs it. */
    request: async (input: Parameters<typeof ask>[0]) => {
      const answer = await ask(input);
      for (const job of world.state.jobs.splice(0)) {
        expect(job.name).toBe('send-password-reset');
        await send(job.payload as { email: string });
      }
      return answer;
    },
    check: makeCheckResetLink(links),
    reset: makeResetPassword({ ...links, hasher: fakeHasher, inTransaction: world.inTransaction }),
  };
};

describe('password reset', () => {
  it('emails a one-hour link to a known address, in the user’s language', async () => {
    const { world, request } = setUp();
    expect(await request({ email: ' seller@test.TEST ', ipAddress: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(world.state.emails).toEqual([
      {
        template: 'passwordReset',
        to: 'Seller@Test.test',
        language: 'en',
        concessionId: 'c1',
        params: { name: 'Sam Seller', link: '/auth/reset-password?token=t1.s1' },
      },
    ]);
    expect(world.state.links.get('id:t1')?.expiresAt).toEqual(new Date('2026-11-22T13:00:00Z'));
  });

  it('answers the same for an unknown address or a kiosk, and sends nothing', async () => {
    const { world, request } = setUp();
    expect(await request({ email: 'nobody@test.test', ipAddress: null })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await request({ email: 'kiosk@test.test', ipAddress: null })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(world.state.emails).toEqual([]);
  });

  it('leaves the lookup to a job: the same work for a known and an unknown address', async () => {
    const { world, ask } = setUp();
    await ask({ email: ' Seller@Test.test ', ipAddress: null });
    await ask({ email: 'nobody@test.test', ipAddress: null });
    expect(world.state.jobs).toEqual([
      { name: 'send-password-reset', payload: { email: 'seller@test.test' } },
      { name: 'send-password-reset', payload: { email: 'nobody@test.test' } },
    ]);
    expect(world.state.emails).toEqual([]);
  });

  it('limits requests per address asked for', async () => {
    const { request } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await request({ email: 'a@test.test', ipAddress: null });
    const limited = await request({ email: 'a@test.test', ipAddress: null });
    expect(limited.ok ? null : limited.error.code).toBe('AUTH.RATE_LIMITED');
  });

  it('sets the new password once, ends every session, and spends the link', async () => {
    const { world, request, check, reset } = setUp();
    world.state.sessions.set('old', sessionOf('u1', 'old'));
    await request({ email: 'seller@test.test', ipAddress: null });
    expect(await check('t1.s1')).toEqual({ ok: true, value: undefined });
    // A typo does not spend the link.
    expect(await reset({ token: 't1.s1', password: 'New12345', confirmation: 'New12346' })).toEqual(
      {
        ok: false,
        error: { code: 'PASSWORD.MISMATCH' },
      },
    );
    expect(await reset({ token: 't1.s1', password: 'New12345', confirmation: 'New12345' })).toEqual(
      {
        ok: true,
        value: undefined,
      },
    );
    expect(world.state.users.get('u1')?.passwordHash).toBe('hashed:New12345');
    expect(world.state.sessions.size).toBe(0);
    expect(await check('t1.s1')).toEqual({ ok: false, error: { code: 'LINK.INVALID' } });
    expect(await reset({ token: 't1.s1', password: 'New12345', confirmation: 'New12345' })).toEqual(
      {
        ok: false,
        error: { code: 'LINK.INVALID' },
      },
    );
  });

  it('tells an expired link from an invalid one', async () => {
    const { request, check, clock } = setUp();
    await request({ email: 'seller@test.test', ipAddress: null });
    clock.advance(60 * 60_000);
    expect(await check('t1.s1')).toEqual({ ok: false, error: { code: 'LINK.EXPIRED' } });
    expect(await check('t1.wrong')).toEqual({ ok: false, error: { code: 'LINK.INVALID' } });
    expect(await check('garbage')).toEqual({ ok: false, error: { code: 'LINK.INVALID' } });
  });
});
