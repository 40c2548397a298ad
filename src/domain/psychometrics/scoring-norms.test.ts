import { describe, expect, it } from 'vitest';
import type { FactorVector } from './items.ts';
import {
  EQUAL_WEIGHTS,
  MIN_TESTS_FOR_NORMS,
  STARTING_NORMS,
  buildLambda,
  computeNorms,
  traitScore,
  zScores,
} from './scoring.ts';
import { STARTING_LAMBDA, vector } from '#tests/fakes/psychometric-sheets.ts';

describe('starting norms', () => {
  it('are the midpoint and 15% of the range', () => {
    for (const factor of ['E', 'A', 'C', 'I'] as const) {
      expect(STARTING_NORMS.seller40[factor]).toEqual({ mean: 30, sd: 6 });
      expect(STARTING_NORMS.client16[factor]).toEqual({ mean: 12, sd: 2.4 });
    }
  });

  it('are what a lambda built without tests uses', () => {
    expect(STARTING_LAMBDA).toEqual({
      version: 1,
      norms: {
        seller40: { source: 'builtIn', count: 0, factors: STARTING_NORMS.seller40 },
        client16: { source: 'builtIn', count: 0, factors: STARTING_NORMS.client16 },
      },
      weights: EQUAL_WEIGHTS,
    });
  });
});

describe('z and trait scores', () => {
  it('z = (raw - mean) / sd per factor', () => {
    const z = zScores(vector(36, 30, 27, 10), STARTING_NORMS.seller40);
    expect(z.E).toBeCloseTo(1, 12);
    expect(z.A).toBe(0);
    expect(z.C).toBeCloseTo(-0.5, 12);
    expect(z.I).toBeCloseTo(-20 / 6, 12);
  });

  it.each([
    [0, 55],
    [1, 70],
    [-1, 40],
    [0.5, 63], // 62.5 rounds half up
    [-0.5, 48], // 47.5 rounds half up
    [0.1, 57], // 56.5 -> 57
    [3, 100],
    [3.2, 100], // 103 clamps
    [-3, 10],
    [-2.9, 12], // 11.5 -> 12
    [-3.5, 10], // 2.5 -> 3 clamps to 10
    [-20 / 6, 10], // lowest seller raw score under starting norms
    [20 / 6, 100], // highest seller raw score under starting norms
  ])('z %s -> %s', (z, expected) => {
    expect(traitScore(z)).toBe(expected);
  });

  it('scores each client raw value 4..20 under the starting norms as hand-computed', () => {
    // 55 + 15 (raw - 12) / 2.4 = 55 + 6.25 (raw - 12), rounded half up, clamped: 5, 11.25, 17.5, 23.75, ...
    const expected = [10, 11, 18, 24, 30, 36, 43, 49, 55, 61, 68, 74, 80, 86, 93, 99, 100];
    expect(expected.map((_, i) => traitScore((4 + i - 12) / 2.4))).toEqual(expected);
  });
});

describe('computeNorms', () => {
  // Half the tests at 20, half at 40 on every factor: mean 30.
  const tests = (count: number): FactorVector[] =>
    Array.from({ length: count }, (_, i) =>
      i % 2 === 0 ? vector(20, 20, 20, 20) : vector(40, 40, 40, 40),
    );

  it('keeps the built-in norms below 30 completed tests, and says how many there were', () => {
    expect(MIN_TESTS_FOR_NORMS).toBe(30);
    expect(computeNorms(tests(29), 'seller40')).toEqual({
      source: 'builtIn',
      count: 29,
      factors: STARTING_NORMS.seller40,
    });
    expect(computeNorms([], 'client16')).toEqual({
      source: 'builtIn',
      count: 0,
      factors: STARTING_NORMS.client16,
    });
  });

  it('computes mean and sample sd from 30 completed tests', () => {
    const norms = computeNorms(tests(30), 'seller40');
    expect(norms.source).toBe('computed');
    expect(norms.count).toBe(30);
    // Squared deviations: 30 x 10^2 = 3000; sample variance 3000 / 29 (population would be 100).
    for (const factor of ['E', 'A', 'C', 'I'] as const) {
      expect(norms.factors[factor].mean).toBe(30);
      expect(norms.factors[factor].sd).toBeCloseTo(Math.sqrt(3000 / 29), 12);
    }
  });

  it('computes each factor on its own', () => {
    const rows = Array.from({ length: 40 }, (_, i) => vector(i, 10, i % 4, 50 - i));
    const norms = computeNorms(rows, 'seller40');
    expect(norms.factors.E.mean).toBeCloseTo(19.5, 12);
    expect(norms.factors.I.mean).toBeCloseTo(30.5, 12);
    expect(norms.factors.C.mean).toBeCloseTo(1.5, 12);
    // 0..39: sum of squared deviations = n (n^2 - 1) / 12 = 5330; / 39
    expect(norms.factors.E.sd).toBeCloseTo(Math.sqrt(5330 / 39), 12);
    expect(norms.factors.I.sd).toBeCloseTo(norms.factors.E.sd, 12);
  });

  it('guards a zero sd with the built-in sd, keeping the computed mean', () => {
    const rows = Array.from({ length: 30 }, (_, i) => vector(33, 20 + (i % 2), 33, 33));
    const seller = computeNorms(rows, 'seller40');
    expect(seller.factors.E).toEqual({ mean: 33, sd: 6 });
    expect(seller.factors.A.sd).toBeGreaterThan(0);
    expect(
      computeNorms(
        Array.from({ length: 31 }, () => vector(15, 15, 15, 15)),
        'client16',
      ).factors.I,
    ).toEqual({
      mean: 15,
      sd: 2.4,
    });
  });

  it('buildLambda applies the threshold per form and keeps the weights', () => {
    const weights = vector(2, 1, 1, 0);
    const lambda = buildLambda(3, { seller40: tests(30), client16: tests(29) }, weights);
    expect(lambda.version).toBe(3);
    expect(lambda.norms.seller40.source).toBe('computed');
    expect(lambda.norms.client16).toEqual({
      source: 'builtIn',
      count: 29,
      factors: STARTING_NORMS.client16,
    });
    expect(lambda.weights).toBe(weights);
  });
});
