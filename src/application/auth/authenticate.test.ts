import { describe, expect, it } from 'vitest';
import type { SessionStore, StoredSession } from '#application/ports/session-store.port.ts';
import type { ViewerRecord } from '#application/ports/viewer-store.port.ts';
import { fakeTokens } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeAuthenticate } from './authenticate.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A seller done with onboarding, as the viewer store reads them with their session. */
const seller: ViewerRecord = {
  id: 'u1',
  email: 'seller@test.test',
  role: 'seller',
  firstName: 'Sam',
  lastName: 'Seller',
  language: 'en',
  picturePath: null,
  hasPassword: true,
  signedContract: true,
  signedPrivacyPolicy: true,
  profileNumber: 3,
  seller: {
    hobbies: ['golf', 'music', 'travel'],
    carSellerStarted: { year: 2015, month: 3 },
    concessionSellerStarted: { year: 2020, month: 6 },
  },
  concession: {
    id: 'c1',
    name: 'Demo',
    language: 'fr',
    timeZone: 'America/Toronto',
    infoValidated: true,
    configurationValidated: true,
    connectionValidated: true,
    subscriptionStatus: 'active',
  },
  assignedConcessionIds: [],
  sale: null,
};

const setUp = (stored: Partial<StoredSession> = {}, viewer: ViewerRecord | null = seller) => {
  const clock = fakeClock('2026-11-25T12:00:00Z');
  const tokens = fakeTokens();
  const issued = tokens.issue();
  const session: StoredSession = {
    id: issued.id,
    secretHash: issued.secretHash,
    userId: 'u1',
    role: 'seller',
    // Used 30 minutes ago: not yet worth writing back.
    expiresAt: new Date(clock.now().getTime() + 7 * DAY - 30 * 60_000),
    absoluteExpiresAt: new Date(clock.now().getTime() + 20 * DAY),
    ...stored,
  };
  const calls: string[] = [];
  const sessions = {
    extend: async (id: string, expiresAt: Date) => {
      calls.push(`extend ${id} ${expiresAt.toISOString()}`);
    },
    delete: async (id: string) => {
      calls.push(`delete ${id}`);
    },
  } as unknown as SessionStore;
  const authenticate = makeAuthenticate({
    sessions,
    tokens,
    clock,
    skipPaymentValidation: false,
    viewers: {
      load: async () => {
        throw new Error('authenticate reads the session and its user in one query');
      },
      findBySession: async (id) => {
        calls.push(`find ${id}`);
        return viewer && id === session.id ? { ...session, viewer } : null;
      },
      findByApiToken: async () => null,
    },
  });
  return { authenticate, token: issued.token, calls, clock };
};

describe('authenticate', () => {
  it('reads the session and its user in one query, and writes nothing for a fresh session', async () => {
    const { authenticate, token, calls } = setUp();
    const found = await authenticate(token);
    expect(found?.session).toEqual({ sessionId: 'id:t1', userId: 'u1', role: 'seller' });
    expect(found?.viewer).toMatchObject({
      userId: 'u1',
      role: 'seller',
      concessionId: 'c1',
      onboarding: null,
    });
    expect(calls).toEqual(['find id:t1']);
  });

  it('slides a session used more than an hour ago, and says until when', async () => {
    const { authenticate, token, calls, clock } = setUp({
      expiresAt: new Date(Date.parse('2026-11-25T12:00:00Z') + 5 * DAY),
    });
    const renewedUntil = new Date(clock.now().getTime() + 7 * DAY);
    expect((await authenticate(token))?.session.renewedUntil).toEqual(renewedUntil);
    expect(calls).toEqual(['find id:t1', `extend id:t1 ${renewedUntil.toISOString()}`]);
  });

  it('refuses a malformed token without a query', async () => {
    const { authenticate, calls } = setUp();
    expect(await authenticate('garbage')).toBeNull();
    expect(await authenticate('')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses an unknown session and a forged secret, and leaves the real session', async () => {
    const { authenticate, calls } = setUp();
    expect(await authenticate('t9.s9')).toBeNull();
    expect(await authenticate('t1.forged')).toBeNull();
    expect(calls).toEqual(['find id:t9', 'find id:t1']);
  });

  it('ends an expired session', async () => {
    const { authenticate, token, calls } = setUp({
      expiresAt: new Date('2026-11-25T11:59:59Z'),
    });
    expect(await authenticate(token)).toBeNull();
    expect(calls).toEqual(['find id:t1', 'delete id:t1']);
  });

  it('refuses the session of a deleted user', async () => {
    const { authenticate, token } = setUp({}, null);
    expect(await authenticate(token)).toBeNull();
  });

  it('sends a seller whose profile is incomplete to the step they owe', async () => {
    const { authenticate, token } = setUp({}, { ...seller, seller: null });
    expect((await authenticate(token))?.viewer.onboarding).not.toBeNull();
  });
});
