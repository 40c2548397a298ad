import { describe, expect, it } from 'vitest';
import { EQUAL_WEIGHTS } from '#domain/psychometrics/scoring.ts';
import { pickRoundRobin, rankSellers } from './rank-sellers.ts';
import { at, client, seller } from '#tests/fakes/matching.ts';
import { vector } from '#tests/fakes/psychometric-sheets.ts';

describe('rankAdvisors: reasons', () => {
  it('lists shared traits, qualities met and common hobbies', () => {
    // Client: E and A highest (high poles), I below -0.5 (low pole).
    const clientZ = vector(1.2, 0.8, 0, -1);
    // Advisor: E and C highest, A below -0.5, I below -0.5.
    const sellerZ = vector(1.5, -0.7, 0.9, -0.8);
    const [only] = rankSellers({
      client: client({
        z: clientZ,
        wantedQualities: ['organised', 'helpful'],
        hobbies: ['music', 'travel', 'sport'],
      }),
      sellers: [seller('a', { z: sellerZ, hobbies: ['sport', 'cooking', 'music'] })],
      weights: EQUAL_WEIGHTS,
    });
    expect(only?.reasons).toEqual({
      sharedTraits: [
        { factor: 'E', pole: 'high' },
        { factor: 'I', pole: 'low' },
      ],
      qualitiesMet: ['organised'],
      commonHobbies: ['music', 'sport'],
    });
  });

  it('shares no trait when the poles differ or are absent', () => {
    const [only] = rankSellers({
      client: client({ z: vector(1, 1, -1, -1) }), // E high, A high, C low, I low
      sellers: [seller('a', { z: vector(-1, -1, 1, 1) })], // C high, I high, E low, A low
      weights: EQUAL_WEIGHTS,
    });
    expect(only?.reasons).toEqual({ sharedTraits: [], qualitiesMet: [], commonHobbies: [] });
  });
});

describe('rankAdvisors: a large floor', () => {
  // Speed is measured by `npm run bench`; here the order of a 500-advisor ranking is checked.
  it('orders 500 advisors: language speakers first, then by score, each advisor once', () => {
    // A fixed linear congruential generator: the same advisors on every run.
    let seed = 42;
    const next = (): number => {
      seed = (seed * 1664525 + 1013904223) % 4294967296;
      return seed / 4294967296;
    };
    const hobbies = ['reading', 'music', 'travel', 'sport', 'cooking', 'science', 'arts', 'nature'];
    const sellers = Array.from({ length: 500 }, (_, i) => {
      const z = vector(next() * 6 - 3, next() * 6 - 3, next() * 6 - 3, next() * 6 - 3);
      return seller(`seller-${i}`, {
        z,
        languages: next() < 0.2 ? ['en'] : ['fr', 'en'],
        hobbies: [0, 1, 2].map(() => hobbies[Math.floor(next() * hobbies.length)] ?? 'music'),
        lastAssignmentAt:
          next() < 0.1 ? null : new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 1e9)),
      });
    });
    const input = {
      client: client({
        z: vector(0.5, 1.2, -0.7, 0),
        wantedQualities: ['helpful', 'precise', 'curious'],
        hobbies: ['music', 'travel', 'science'],
      }),
      sellers,
      weights: EQUAL_WEIGHTS,
    };
    const ranking = rankSellers(input);
    expect(ranking).toHaveLength(500);
    expect(new Set(ranking.map((entry) => entry.seller.id)).size).toBe(500);
    for (let i = 1; i < ranking.length; i++) {
      const before = ranking[i - 1];
      const after = ranking[i];
      if (!before || !after) continue;
      if (before.speaksClientLanguage === after.speaksClientLanguage) {
        expect(before.score).toBeGreaterThanOrEqual(after.score);
      } else {
        expect(before.speaksClientLanguage).toBe(true);
      }
    }
  });
});

describe('pickRoundRobin', () => {
  it('picks the advisor whose last assignment is the oldest', () => {
    const sellers = [
      seller('b', { lastAssignmentAt: at('2025-03-01T12:00:00Z') }),
      seller('a', { lastAssignmentAt: at('2025-03-01T08:00:00Z') }),
      seller('c', { lastAssignmentAt: at('2025-03-02T08:00:00Z') }),
    ];
    expect(pickRoundRobin(sellers)?.id).toBe('a');
  });

  it('picks a never-assigned advisor first, the lowest id among them', () => {
    const sellers = [
      seller('old', { lastAssignmentAt: at('2020-01-01T00:00:00Z') }),
      seller('new-z'),
      seller('new-m'),
    ];
    expect(pickRoundRobin(sellers)?.id).toBe('new-m');
  });

  it('breaks equal times by id, whatever the input order', () => {
    const when = at('2025-03-01T12:00:00Z');
    const sellers = [
      seller('y', { lastAssignmentAt: when }),
      seller('x', { lastAssignmentAt: new Date(when) }),
    ];
    expect(pickRoundRobin(sellers)?.id).toBe('x');
    expect(pickRoundRobin([...sellers].reverse())?.id).toBe('x');
  });

  it('returns null when nobody is available', () => {
    expect(pickRoundRobin([])).toBeNull();
  });
});
