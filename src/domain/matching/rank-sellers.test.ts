import { describe, expect, it } from 'vitest';
import type { DescriptorKey } from '#domain/psychometrics/descriptors.ts';
import { descriptorsFor } from '#domain/psychometrics/descriptors.ts';
import { EQUAL_WEIGHTS } from '#domain/psychometrics/scoring.ts';
import { rankSellers } from './rank-sellers.ts';
import { at, client, ids, seller } from '#tests/fakes/matching.ts';
import { vector } from '#tests/fakes/psychometric-sheets.ts';

describe('rankAdvisors: score', () => {
  it('is round(100 x (0.7 personality fit + 0.3 qualities fit))', () => {
    const [only] = rankSellers({
      client: client({ z: vector(1, 0, 0, 0) }),
      sellers: [seller('a')],
      weights: EQUAL_WEIGHTS,
    });
    // distance 1 -> fit 1 - 1/12 = 0.91667; no wanted qualities -> 0.5
    // 100 x (0.7 x 0.91667 + 0.3 x 0.5) = 64.1667 + 15 = 79.1667 -> 79
    expect(only?.personalityFit).toBeCloseTo(11 / 12, 12);
    expect(only?.qualitiesFit).toBe(0.5);
    expect(only?.score).toBe(79);
  });

  it('uses the Euclidean distance over the four factors', () => {
    const [only] = rankSellers({
      client: client({ z: vector(1, 1, 1, 1) }),
      sellers: [seller('a', { z: vector(-1, 1, 1, -1) })],
      weights: EQUAL_WEIGHTS,
    });
    // sqrt(2^2 + 0 + 0 + 2^2) = sqrt(8) = 2.828; fit 1 - 2.828/12 = 0.7643; 53.50 + 15 = 68.50 -> 69
    expect(only?.personalityFit).toBeCloseTo(1 - Math.sqrt(8) / 12, 12);
    expect(only?.score).toBe(69);
  });

  it('clamps every z to [-3, 3] so fit stays within [0, 1]', () => {
    const ranking = rankSellers({
      client: client({ z: vector(9, 9, -9, 9) }),
      sellers: [
        seller('same', { z: vector(3, 3.5, -4, 3) }),
        seller('opposite', { z: vector(-7, -3, 3, -3) }),
      ],
      weights: EQUAL_WEIGHTS,
    });
    expect(ranking.map((r) => [r.seller.id, r.personalityFit, r.score])).toEqual([
      ['same', 1, 85], // 70 + 15
      ['opposite', 0, 15], // distance 12 = bound
    ]);
  });

  it('weights factors by the lambda weights, rescaled so the bound stays 12', () => {
    const input = {
      client: client({ z: vector(1, 0, 0, 0) }),
      sellers: [seller('a', { z: vector(0, 3, 3, 3) })],
    };
    // Only E counts; its weight rescaled to 4: sqrt(4 x 1^2) = 2; fit 1 - 2/12; 58.33 + 15 -> 73
    const [onlyE] = rankSellers({ ...input, weights: vector(2, 0, 0, 0) });
    expect(onlyE?.personalityFit).toBeCloseTo(10 / 12, 12);
    expect(onlyE?.score).toBe(73);
    // Doubling every weight changes nothing.
    const equal = rankSellers({ ...input, weights: EQUAL_WEIGHTS })[0];
    const doubled = rankSellers({ ...input, weights: vector(2, 2, 2, 2) })[0];
    expect(doubled?.personalityFit).toBeCloseTo(equal?.personalityFit ?? Number.NaN, 12);
  });

  it('refuses a non-finite z (a bug upstream) rather than rank it anywhere', () => {
    const broken = seller('broken', { z: vector(Number.NaN, 0, 0, 0) });
    expect(() =>
      rankSellers({ client: client(), sellers: [seller('a'), broken], weights: EQUAL_WEIGHTS }),
    ).toThrow(RangeError);
  });

  it.each([vector(0, 0, 0, 0), vector(-1, 1, 1, 1), vector(Number.NaN, 1, 1, 1)])(
    'refuses corrupted weights %o',
    (weights) => {
      expect(() => rankSellers({ client: client(), sellers: [seller('a')], weights })).toThrow(
        RangeError,
      );
    },
  );
});

describe('rankAdvisors: qualities fit', () => {
  // organised: C high; bold: E high; pragmatic: I low
  const wanted: DescriptorKey[] = ['organised', 'bold', 'pragmatic'];

  it('is the share of the wanted qualities among the advisor descriptors', () => {
    const sellers = [
      seller('none', { z: vector(-1, 1, -1, 1) }), // A, I high; E, C low
      seller('two', { z: vector(1, 0, 1, 0) }), // E, C high
      seller('all', { z: vector(1, 0, 1, -1) }), // E, C high; I low
      seller('one', { z: vector(1, 0.5, 0, 0) }), // E, A high
    ];
    const ranking = rankSellers({
      client: client({ wantedQualities: wanted }),
      sellers,
      weights: EQUAL_WEIGHTS,
    });
    // Against a client at z 0: distances sqrt(3), sqrt(2), sqrt(1.25), 2
    // all:  70 x (1 - 1.7321/12) + 30 x 1   = 59.90 + 30 = 89.90 -> 90
    // two:  70 x (1 - 1.4142/12) + 30 x 2/3 = 61.75 + 20 = 81.75 -> 82
    // one:  70 x (1 - 1.1180/12) + 30 x 1/3 = 63.48 + 10 = 73.48 -> 73
    // none: 70 x (1 - 2/12)      + 0        = 58.33           -> 58
    expect(ranking.map((r) => [r.seller.id, r.qualitiesFit, r.score])).toEqual([
      ['all', 1, 90],
      ['two', 2 / 3, 82],
      ['one', 1 / 3, 73],
      ['none', 0, 58],
    ]);
    expect(ranking.map((r) => r.reasons.qualitiesMet)).toEqual([
      wanted,
      ['organised', 'bold'],
      ['bold'],
      [],
    ]);
    // The same answer as looking the qualities up in each advisor's descriptors.
    for (const r of ranking) {
      const shown = descriptorsFor(r.seller.z);
      expect(r.reasons.qualitiesMet).toEqual(wanted.filter((quality) => shown.includes(quality)));
    }
  });

  it('is 0.5 when the client chose no quality', () => {
    const [only] = rankSellers({
      client: client(),
      sellers: [seller('a')],
      weights: EQUAL_WEIGHTS,
    });
    expect(only?.qualitiesFit).toBe(0.5);
    expect(only?.score).toBe(85);
    expect(only?.reasons.qualitiesMet).toEqual([]);
  });

  it('counts a quality chosen twice once', () => {
    const [only] = rankSellers({
      client: client({ wantedQualities: ['bold', 'bold', 'curious'] }),
      sellers: [seller('a', { z: vector(1, 0, 0, 0) })], // E, A high: bold, not curious
      weights: EQUAL_WEIGHTS,
    });
    expect(only?.qualitiesFit).toBe(0.5);
    expect(only?.reasons.qualitiesMet).toEqual(['bold']);
  });
});

describe('rankAdvisors: order', () => {
  it('ranks by score, best first', () => {
    const ranking = rankSellers({
      client: client({ z: vector(1, 0.5, 0, -1) }),
      sellers: [
        seller('far', { z: vector(-2, -1, 2, 2) }),
        seller('close', { z: vector(1, 0.4, 0, -1) }),
        seller('middle', { z: vector(0, 0, 0, 0) }),
      ],
      weights: EQUAL_WEIGHTS,
    });
    expect(ids(ranking)).toEqual(['close', 'middle', 'far']);
    expect(ranking.map((r) => r.score)).toEqual(
      [...ranking.map((r) => r.score)].sort((a, b) => b - a),
    );
  });

  it('puts every advisor who speaks the client language before any who does not', () => {
    const ranking = rankSellers({
      client: client({ z: vector(2, 2, 2, 2), language: 'en' }),
      sellers: [
        seller('perfect-fr', { z: vector(2, 2, 2, 2), languages: ['fr'] }),
        seller('poor-en', { z: vector(-2, -2, -2, -2), languages: ['en'] }),
        seller('good-fr', { z: vector(2, 2, 2, 1), languages: ['fr'] }),
        seller('fair-bilingual', { z: vector(0, 0, 0, 0), languages: ['fr', 'en'] }),
      ],
      weights: EQUAL_WEIGHTS,
    });
    expect(ids(ranking)).toEqual(['fair-bilingual', 'poor-en', 'perfect-fr', 'good-fr']);
    expect(ranking.map((r) => r.speaksClientLanguage)).toEqual([true, true, false, false]);
    // The language rule orders; it does not change the score.
    expect(ranking[2]?.score).toBe(85);
  });

  it('breaks score ties by least recently assigned, never assigned first, then by id', () => {
    const ranking = rankSellers({
      client: client(),
      sellers: [
        seller('recent', { lastAssignmentAt: at('2025-03-01T15:00:00-05:00') }),
        seller('old', { lastAssignmentAt: at('2025-03-01T09:00:00-05:00') }),
        seller('never-b'),
        seller('same-time-b', { lastAssignmentAt: at('2025-03-01T14:00:00Z') }),
        seller('never-a'),
        seller('same-time-a', { lastAssignmentAt: at('2025-03-01T09:00:00-05:00') }),
      ],
      weights: EQUAL_WEIGHTS,
    });
    // 14:00Z and 09:00-05:00 are the same instant.
    expect(ids(ranking)).toEqual([
      'never-a',
      'never-b',
      'old',
      'same-time-a',
      'same-time-b',
      'recent',
    ]);
  });

  it('ties on the rounded score shown, not on the raw fit', () => {
    const ranking = rankSellers({
      client: client(),
      sellers: [
        seller('closer-but-recent', {
          z: vector(0.01, 0, 0, 0),
          lastAssignmentAt: at('2025-03-02T10:00:00Z'),
        }),
        seller('farther-but-waiting', {
          z: vector(0.02, 0, 0, 0),
          lastAssignmentAt: at('2025-03-01T10:00:00Z'),
        }),
      ],
      weights: EQUAL_WEIGHTS,
    });
    expect(ranking.map((r) => r.score)).toEqual([85, 85]);
    expect(ids(ranking)).toEqual(['farther-but-waiting', 'closer-but-recent']);
  });

  it('is deterministic: the same advisors in any order give the same ranking', () => {
    const sellers = Array.from({ length: 30 }, (_, i) =>
      seller(`adv-${String(i).padStart(2, '0')}`, {
        z: vector((i % 5) - 2, (i % 3) - 1, 0, 0),
        languages: i % 4 === 0 ? ['en'] : ['fr'],
        lastAssignmentAt:
          i % 6 === 0 ? null : at(`2025-01-${String((i % 9) + 1).padStart(2, '0')}T10:00:00Z`),
      }),
    );
    const input = { client: client({ z: vector(1, 0, 0, 0) }), weights: EQUAL_WEIGHTS };
    const forward = rankSellers({ ...input, sellers });
    const backward = rankSellers({ ...input, sellers: [...sellers].reverse() });
    const interleaved = rankSellers({
      ...input,
      sellers: [...sellers.filter((_, i) => i % 2 === 1), ...sellers.filter((_, i) => i % 2 === 0)],
    });
    expect(ids(backward)).toEqual(ids(forward));
    expect(ids(interleaved)).toEqual(ids(forward));
    expect(rankSellers({ ...input, sellers })).toEqual(forward);
  });

  it('returns every advisor once, and nothing for nobody available', () => {
    const sellers = ['c', 'a', 'b'].map((id) => seller(id));
    expect(ids(rankSellers({ client: client(), sellers, weights: EQUAL_WEIGHTS })).sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(rankSellers({ client: client(), sellers: [], weights: EQUAL_WEIGHTS })).toEqual([]);
  });

  it('does not change its inputs', () => {
    const sellers = [seller('b', { z: vector(-2, 0, 0, 0) }), seller('a')];
    const frozen = Object.freeze([...sellers]);
    rankSellers({ client: client(), sellers: frozen, weights: EQUAL_WEIGHTS });
    expect(frozen.map((a) => a.id)).toEqual(['b', 'a']);
  });
});
