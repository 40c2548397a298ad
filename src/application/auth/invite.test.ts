import { describe, expect, it } from 'vitest';
import { createMemoryWorld, fakeTokens } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeAcceptInvite } from './accept-invite.ts';
import { makeCheckInvite } from './check-invite.ts';
import { makeCreateInvite } from './invite.ts';

const setUp = () => {
  const world = createMemoryWorld({
    users: [
      {
        id: 'n1',
        email: 'n1@test.test',
        role: 'admin',
        concessionId: 'c1',
        passwordHash: null,
        name: 'Nia',
      },
    ],
  });
  const clock = fakeClock('2026-11-22T12:00:00Z');
  const tokens = fakeTokens();
  const links = { tokens, clock, credentials: world.credentials, resetTokens: world.resetTokens };
  return {
    world,
    clock,
    createInvite: makeCreateInvite({ tokens, clock }),
    check: makeCheckInvite(links),
    accept: makeAcceptInvite({ ...links, inTransaction: world.inTransaction }),
  };
};

const invitation = {
  userId: 'n1',
  email: 'n1@test.test',
  name: 'Nia',
  role: 'admin' as const,
  language: 'fr' as const,
  concessionId: 'c1',
  concessionName: 'Laval Auto',
};

describe('invitations', () => {
  it('queue an invitation email with a week-long link, in the caller’s transaction', async () => {
    const { world, createInvite } = setUp();
    await createInvite(invitation, { resetTokens: world.resetTokens, outbox: world.outbox });
    expect(world.state.emails).toEqual([
      {
        template: 'accountInvite',
        to: 'n1@test.test',
        language: 'fr',
        concessionId: 'c1',
        params: {
          name: 'Nia',
          role: 'admin',
          concessionName: 'Laval Auto',
          link: '/auth/invite?token=t1.s1',
        },
      },
    ]);
    expect(world.state.links.get('id:t1')).toMatchObject({
      purpose: 'invite',
      expiresAt: new Date('2026-11-29T12:00:00Z'),
    });
  });

  it('sign the invited user in once; the link then is spent', async () => {
    const { world, createInvite, check, accept } = setUp();
    await createInvite(invitation, { resetTokens: world.resetTokens, outbox: world.outbox });
    expect(await check('t1.s1')).toEqual({ ok: true, value: { name: 'Nia' } });
    const signedIn = await accept({ token: 't1.s1', ipAddress: null, userAgent: null });
    expect(signedIn).toMatchObject({
      ok: true,
      value: { token: 't2.s2', userId: 'n1', role: 'admin' },
    });
    expect(world.state.sessions.has('id:t2')).toBe(true);
    expect(await accept({ token: 't1.s1', ipAddress: null, userAgent: null })).toEqual({
      ok: false,
      error: 'LINK.INVALID',
    });
  });

  it('expire after a week, and are no sign-in link once a password exists', async () => {
    const { world, createInvite, check, clock } = setUp();
    await createInvite(invitation, { resetTokens: world.resetTokens, outbox: world.outbox });
    await world.credentials.setPassword('n1', 'hashed:Chosen123');
    expect(await check('t1.s1')).toEqual({ ok: false, error: 'LINK.INVALID' });
    await world.credentials.setPassword('n1', null);
    clock.advance(7 * 24 * 60 * 60_000);
    expect(await check('t1.s1')).toEqual({ ok: false, error: 'LINK.EXPIRED' });
  });

  it('are never sent to kiosk accounts', async () => {
    const { world, createInvite } = setUp();
    await expect(
      createInvite(
        { ...invitation, role: 'client' },
        { resetTokens: world.resetTokens, outbox: world.outbox },
      ),
    ).rejects.toThrow();
  });
});
