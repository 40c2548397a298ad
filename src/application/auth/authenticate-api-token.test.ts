import { describe, expect, it } from 'vitest';
import type { PresentedApiToken, ViewerRecord } from '#application/ports/viewer-store.port.ts';
import { fakeTokens } from '#tests/fakes/auth.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { makeAuthenticateApiToken } from './authenticate-api-token.ts';

const owner: ViewerRecord = {
  id: 'u1',
  email: 'owner@test.test',
  role: 'owner',
  firstName: 'Olive',
  lastName: 'Owner',
  language: 'en',
  picturePath: null,
  hasPassword: true,
  signedContract: true,
  signedPrivacyPolicy: true,
  profileNumber: 3,
  seller: null,
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

const setUp = (token: Partial<PresentedApiToken> = {}, creator: ViewerRecord = owner) => {
  const clock = fakeClock('2026-11-25T12:00:00Z');
  const tokens = fakeTokens();
  const issued = tokens.issue();
  const stored: PresentedApiToken = {
    id: 'tok-1',
    secretHash: issued.secretHash,
    scope: 'seller',
    expiresAt: new Date('2026-12-25T12:00:00Z'),
    lastUsedAt: new Date('2026-11-25T11:59:30Z'),
    revokedAt: null,
    ...token,
  };
  const stamps: string[] = [];
  const authenticate = makeAuthenticateApiToken({
    tokens,
    clock,
    skipPaymentValidation: false,
    viewers: {
      findByApiToken: async (id) => (id === issued.id ? { ...stored, viewer: creator } : null),
    },
    apiTokens: {
      stampUse: async (id, at) => {
        stamps.push(`${id} ${at.toISOString()}`);
      },
    },
  });
  return { authenticate, bearer: `bp_${issued.token}`, stamps };
};

describe('authenticateApiToken', () => {
  it("is the creator seen with the token's scope, in the creator's dealership", async () => {
    const { authenticate, bearer, stamps } = setUp();
    const result = await authenticate(bearer);
    expect(result.ok && result.value).toMatchObject({
      userId: 'u1',
      role: 'seller',
      concessionId: 'c1',
      onboarding: null,
      apiTokenId: 'tok-1',
      record: { role: 'seller' },
    });
    // Used 30 seconds ago: nothing to write.
    expect(stamps).toEqual([]);
  });

  it('stamps the last use when a minute has passed', async () => {
    const { authenticate, bearer, stamps } = setUp({ lastUsedAt: null });
    await authenticate(bearer);
    expect(stamps).toEqual(['tok-1 2026-11-25T12:00:00.000Z']);
  });

  it('refuses revoked, expired, forged and unprefixed tokens', async () => {
    const revoked = setUp({ revokedAt: new Date('2026-11-24T00:00:00Z') });
    expect(await revoked.authenticate(revoked.bearer)).toEqual({
      ok: false,
      error: 'TOKEN_REVOKED',
    });
    const expired = setUp({ expiresAt: new Date('2026-11-25T12:00:00Z') });
    expect(await expired.authenticate(expired.bearer)).toEqual({
      ok: false,
      error: 'TOKEN_EXPIRED',
    });
    const { authenticate, bearer } = setUp();
    expect(await authenticate(`${bearer}x`)).toEqual({ ok: false, error: 'TOKEN_INVALID' });
    expect(await authenticate(bearer.slice(3))).toEqual({ ok: false, error: 'TOKEN_INVALID' });
  });

  it('refuses a token beyond its creator once the creator lost the role', async () => {
    const { authenticate, bearer } = setUp({ scope: 'admin' }, { ...owner, role: 'seller' });
    expect(await authenticate(bearer)).toEqual({ ok: false, error: 'TOKEN_INVALID' });
  });
});
