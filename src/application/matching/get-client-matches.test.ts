import { describe, expect, it } from 'vitest';
import type { Actor } from '#domain/access/policy.ts';
import { rankSellers } from '#domain/matching/index.ts';
import type {
  AvailableSeller,
  ClientToMatch,
  MatchingStore,
} from '#application/ports/matching.port.ts';
import { makeGetClientMatches } from './get-client-matches.ts';

const now = new Date('2026-11-22T12:00:00Z');
const seller: Actor = {
  userId: 's',
  role: 'seller',
  concessionId: 'c1',
  assignedConcessionIds: [],
};

const clientZ = { E: 1, A: 0.2, C: 1.1, I: -0.8 };
const client: ClientToMatch = {
  id: 'k1',
  concessionId: 'c1',
  language: 'en',
  wantedQualities: ['organised'],
  hobbies: ['music'],
  z: clientZ,
};

const candidate = (id: string, z: AvailableSeller['z'], languages: AvailableSeller['languages']) =>
  ({
    id,
    firstName: 'Ada',
    lastName: id,
    picturePath: null,
    z,
    languages,
    hobbies: ['music', 'sport'],
    lastAssignmentAt: null,
    carSellerStarted: { year: 2016, month: 3 },
    concessionSellerStarted: { year: 2025, month: 12 },
  }) satisfies AvailableSeller;

const SELLERS = [
  candidate('a', { E: 1, A: 0, C: 1, I: -1 }, ['fr']),
  candidate('b', { E: -1, A: 1, C: -1, I: 1 }, ['en']),
  candidate('c', { E: 0.9, A: 0.3, C: 1.2, I: -0.7 }, ['fr', 'en']),
];

const setup = (found: ClientToMatch | null) => {
  const asked: string[] = [];
  const matching: MatchingStore = {
    findClientToRank: async (clientId, at) => {
      asked.push(`${clientId} ${at.toISOString()}`);
      return found && { client: found, sellers: SELLERS, weights: { E: 1, A: 1, C: 1, I: 1 } };
    },
    availableSellerIds: async () => new Set(SELLERS.map((seller) => seller.id)),
  };
  const get = makeGetClientMatches({
    matching,
    clock: { now: () => now },
  });
  return { get, asked };
};

describe('getClientMatches', () => {
  it("ranks the client's dealership advisors as the domain does, with the seller card", async () => {
    const { get, asked } = setup(client);
    const result = await get('k1', { actor: seller, scope: 'concession' });
    if (!result.ok) throw new Error('refused');
    expect(asked).toEqual([`k1 ${now.toISOString()}`]);
    const expected = rankSellers({
      client: { ...client, z: clientZ },
      sellers: SELLERS,
      weights: { E: 1, A: 1, C: 1, I: 1 },
    });
    expect(result.value.map((match) => match.seller.id)).toEqual(
      expected.map((entry) => entry.seller.id),
    );
    // The French-only advisor comes after both English speakers.
    expect(result.value.at(-1)?.seller.id).toBe('a');
    expect(result.value[0]).toMatchObject({
      seller: {
        id: 'c',
        name: 'Ada c',
        yearsOfExperience: 10,
        yearsInDealership: 0,
        hobbies: ['music', 'sport'],
      },
      speaksClientLanguage: true,
      reasons: { commonHobbies: ['music'], qualitiesMet: ['organised'] },
    });
  });

  it('answers not found for another dealership’s client, and profile missing before the test', async () => {
    expect(
      await setup(client).get('k1', {
        actor: { ...seller, concessionId: 'c2' },
        scope: 'concession',
      }),
    ).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await setup(null).get('k1', { actor: seller, scope: 'concession' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await setup({ ...client, z: null }).get('k1', { actor: seller, scope: 'concession' }),
    ).toEqual({
      ok: false,
      error: { code: 'CLIENT.PROFILE_MISSING' },
    });
  });
});
