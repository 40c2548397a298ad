import { describe, expect, it } from 'vitest';
import { FACTORS } from './items.ts';
import type { FactorVector } from './items.ts';
import { PROFILE_PAIRS, poleOf, profileNumber, selectPoles, topTwoFactors } from './profile.ts';

const vector = (E: number, A: number, C: number, I: number): FactorVector => ({ E, A, C, I });

describe('profileNumber', () => {
  it.each([
    // dominant 2, second 1, the others below
    [vector(2, 1, 0, -1), 1, 'E-A'],
    [vector(2, 0, 1, -1), 2, 'E-C'],
    [vector(2, -1, 0, 1), 3, 'E-I'],
    [vector(1, 2, 0, -1), 4, 'A-E'],
    [vector(0, 2, 1, -1), 5, 'A-C'],
    [vector(-1, 2, 0, 1), 6, 'A-I'],
    [vector(1, 0, 2, -1), 7, 'C-E'],
    [vector(0, 1, 2, -1), 8, 'C-A'],
    [vector(-1, 0, 2, 1), 9, 'C-I'],
    [vector(1, 0, -1, 2), 10, 'I-E'],
    [vector(0, 1, -1, 2), 11, 'I-A'],
    [vector(-1, 0, 1, 2), 12, 'I-C'],
  ])('%o is profile %i (%s)', (z, expected, pair) => {
    expect(profileNumber(z)).toBe(expected);
    expect(PROFILE_PAIRS[expected - 1]?.join('-')).toBe(pair);
  });

  it.each([
    [vector(0, 0, 0, 0), 1, 'all equal: E then A'],
    [vector(-1, 1, 1, 0), 5, 'A and C tie on top: A-C'],
    [vector(0, 0, 1, 1), 9, 'C and I tie on top: C-I'],
    [vector(0, 1, 1, 1), 5, 'A, C and I tie on top: A-C'],
    [vector(1, 1, 1, 2), 10, 'E, A and C tie for second: I-E'],
    [vector(0, 1, 2, 1), 8, 'A and I tie for second: C-A'],
    [vector(-2, -1, -1, -1), 5, 'all negative, A, C, I tie: A-C'],
    [vector(0.3, 0.3, 0.2, 0.3), 1, 'E, A and I tie: E-A'],
  ])('ties break in E, A, C, I order: %o is %i (%s)', (z, expected) => {
    expect(profileNumber(z)).toBe(expected);
  });

  it('covers 1..12 exactly once over all ordered pairs', () => {
    expect(PROFILE_PAIRS).toHaveLength(12);
    expect(new Set(PROFILE_PAIRS.map((pair) => pair.join(''))).size).toBe(12);
    for (const [a, b] of PROFILE_PAIRS) expect(a).not.toBe(b);
  });
});

describe('selectPoles', () => {
  it('gives the two highest factors high poles, dominant first', () => {
    expect(selectPoles(vector(0.2, 0.1, 1.5, -0.4))).toEqual([
      { factor: 'C', pole: 'high' },
      { factor: 'E', pole: 'high' },
    ]);
    expect(topTwoFactors(vector(0.2, 0.1, 1.5, -0.4))).toEqual(['C', 'E']);
  });

  it('adds the low pole of any other factor with z < -0.5, in E, A, C, I order', () => {
    expect(selectPoles(vector(1, -0.6, 0.5, -2))).toEqual([
      { factor: 'E', pole: 'high' },
      { factor: 'C', pole: 'high' },
      { factor: 'A', pole: 'low' },
      { factor: 'I', pole: 'low' },
    ]);
  });

  it('does not add a low pole at exactly -0.5', () => {
    expect(selectPoles(vector(1, 0.5, -0.5, -0.5000001))).toEqual([
      { factor: 'E', pole: 'high' },
      { factor: 'A', pole: 'high' },
      { factor: 'I', pole: 'low' },
    ]);
  });

  it('never gives a top-two factor both poles, even below -0.5', () => {
    expect(selectPoles(vector(-0.6, -0.7, -1, -2))).toEqual([
      { factor: 'E', pole: 'high' },
      { factor: 'A', pole: 'high' },
      { factor: 'C', pole: 'low' },
      { factor: 'I', pole: 'low' },
    ]);
  });
});

describe('on every vector of a grid (ties included)', () => {
  const values = [-1, -0.6, -0.5, 0, 1];
  const grid = values.flatMap((E) =>
    values.flatMap((A) => values.flatMap((C) => values.map((I) => vector(E, A, C, I)))),
  );

  it('the top two are those of a stable sort by z, descending (ties keep E, A, C, I order)', () => {
    for (const z of grid) {
      const sorted = [...FACTORS].sort((a, b) => z[b] - z[a]);
      expect(topTwoFactors(z)).toEqual(sorted.slice(0, 2));
      const index = PROFILE_PAIRS.findIndex(([a, b]) => a === sorted[0] && b === sorted[1]);
      expect(profileNumber(z)).toBe(index + 1);
    }
  });

  it('poleOf says what selectPoles shows', () => {
    for (const z of grid) {
      const shown = selectPoles(z);
      for (const factor of FACTORS) {
        expect(poleOf(z, factor)).toBe(shown.find((p) => p.factor === factor)?.pole ?? null);
      }
    }
  });
});
