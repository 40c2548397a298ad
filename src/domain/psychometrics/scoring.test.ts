import { describe, expect, it } from 'vitest';
import type { CompleteAnswers } from './answers.ts';
import { ITEM_DEFINITIONS } from './item-definitions.ts';
import { SELLER_FORM } from './items.ts';
import { computeNorms, rawRange, rawScores, scoreRaw, scoreTest } from './scoring.ts';
import type { Lambda } from './scoring.ts';
import {
  complete,
  OUTGOING_SELLER,
  QUIET_CLIENT,
  sheet,
  STARTING_LAMBDA,
  vector,
} from '#tests/fakes/psychometric-sheets.ts';

describe('raw scores', () => {
  it.each([
    // Seller form: E has 5 "+" and 5 "-" items, A and C 6 and 4, I 7 and 3.
    // all 1s: "+" items give 1, "-" items give 5.  E 5+25, A 6+20, C 6+20, I 7+15
    ['seller40', 'all 1s', () => 1, vector(30, 26, 26, 22)],
    // all 5s: "+" items give 5, "-" items give 1.  E 25+5, A 30+4, C 30+4, I 35+3
    ['seller40', 'all 5s', () => 5, vector(30, 34, 34, 38)],
    // 1, 5, 1, 5, ... by position (see the item-by-item sum below)
    // E: 1+5+1+5+5+1+5+1+5+5 = 34 (positions 0,4,8,12,21,24,26,29,33,36)
    // A: 5+1+5+1+5+5+5+5+1+5 = 38 (positions 1,5,9,13,16,19,22,27,30,37)
    // C: 1+5+1+5+5+5+5+1+1+1 = 30 (positions 2,6,10,14,17,20,23,31,34,38)
    // I: 5+1+1+1+1+5+1+1+5+5 = 26 (positions 3,7,11,15,18,25,28,32,35,39)
    ['seller40', 'alternating 1/5', (i: number) => (i % 2 === 0 ? 1 : 5), vector(34, 38, 30, 26)],
    // Client form: E, A, C have 2 "+" and 2 "-", I has 1 "+" and 3 "-".
    ['client16', 'all 1s', () => 1, vector(12, 12, 12, 16)],
    ['client16', 'all 5s', () => 5, vector(12, 12, 12, 8)],
    // E: 1+5+1+5, A: 5+1+5+1, C: 1+5+1+5, I: 5+(6-5)+(6-5)+(6-5)
    ['client16', 'alternating 1/5', (i: number) => (i % 2 === 0 ? 1 : 5), vector(12, 12, 12, 8)],
  ] as const)('%s %s', (form, _name, valueAt, expected) => {
    expect(rawScores(form, sheet(form, valueAt))).toEqual(expected);
  });

  it('an outgoing seller, hand-scored', () => {
    expect(rawScores('seller40', complete('seller40', OUTGOING_SELLER))).toEqual(
      vector(44, 42, 38, 32),
    );
  });

  it('a quiet client, hand-scored', () => {
    expect(rawScores('client16', complete('client16', QUIET_CLIENT))).toEqual(
      vector(6, 13, 18, 18),
    );
  });

  it('covers the whole range of each form', () => {
    // Maximum E: "+" E items at 5, "-" E items at 1, everything else 3.
    const maxE = Object.fromEntries(
      SELLER_FORM.map((key) => {
        const { factor, keying } = ITEM_DEFINITIONS[key];
        return [key, factor !== 'E' ? 3 : keying === '+' ? 5 : 1];
      }),
    );
    expect(rawScores('seller40', complete('seller40', maxE)).E).toBe(50);
    expect(rawRange('seller40', 'E')).toEqual({ min: 10, max: 50 });
    expect(rawRange('client16', 'I')).toEqual({ min: 4, max: 20 });
  });

  it('refuses, at compile time, a sheet of another form', () => {
    const clientSheet = sheet('client16', () => 3);
    // @ts-expect-error a client sheet cannot be scored as a seller test
    expect(() => scoreTest('seller40', clientSheet, STARTING_LAMBDA)).toThrow(/unanswered/);
  });

  it('throws on a sheet that was never validated (a bug, not a business outcome)', () => {
    const draft = { likeOrder: 3 } as unknown as CompleteAnswers<'client16'>;
    expect(() => rawScores('client16', draft)).toThrow(/unanswered/);
  });
});

describe('scoreTest', () => {
  it('scores the outgoing seller under the starting lambda', () => {
    const score = scoreTest('seller40', complete('seller40', OUTGOING_SELLER), STARTING_LAMBDA);
    expect(score.raw).toEqual(vector(44, 42, 38, 32));
    expect(score.z.E).toBeCloseTo(14 / 6, 12);
    expect(score.z.A).toBeCloseTo(2, 12);
    expect(score.z.C).toBeCloseTo(8 / 6, 12);
    expect(score.z.I).toBeCloseTo(2 / 6, 12);
    // 55 + 35, 55 + 30, 55 + 20, 55 + 5
    expect(score.scores).toEqual(vector(90, 85, 75, 60));
    expect(score.profileNumber).toBe(1); // E-A
    expect(score.descriptors).toEqual([
      'outgoing',
      'cheerful',
      'optimistic',
      'lively',
      'articulate',
      'bold',
      'cooperating',
      'conciliatory',
      'understanding',
      'accomodating',
      'helpful',
      'considerate',
      'attentive',
    ]);
    expect(score.lambdaVersion).toBe(1);
  });

  it('scores the quiet client under the starting lambda', () => {
    const score = scoreTest('client16', complete('client16', QUIET_CLIENT), STARTING_LAMBDA);
    // z: E -6/2.4 = -2.5, A 1/2.4, C 6/2.4 = 2.5, I 2.5
    expect(score.z.E).toBeCloseTo(-2.5, 12);
    expect(score.z.A).toBeCloseTo(1 / 2.4, 12);
    // 55 - 37.5 = 17.5 -> 18; 55 + 6.25 -> 61; 55 + 37.5 = 92.5 -> 93
    expect(score.scores).toEqual(vector(18, 61, 93, 93));
    expect(score.profileNumber).toBe(9); // C and I tie at 2.5: C first, so C-I
    expect(score.descriptors).toEqual([
      'organised',
      'rigorous',
      'methodical',
      'precise',
      'prompt',
      'careful',
      'efficient',
      'creative',
      'curious',
      'innovative',
      'openMinded',
      'logical',
      'contributing',
      'reserved',
      'subtle',
      'reflective',
    ]);
  });

  it('scores the uniform sheets (profile numbers and low poles)', () => {
    const allOnes = scoreTest(
      'seller40',
      sheet('seller40', () => 1),
      STARTING_LAMBDA,
    );
    // raw 30, 26, 26, 22 -> z 0, -2/3, -2/3, -4/3 -> 55, 45, 45, 35
    expect(allOnes.scores).toEqual(vector(55, 45, 45, 35));
    expect(allOnes.profileNumber).toBe(1); // E first; A and C tie for second: A
    const allFives = scoreTest(
      'seller40',
      sheet('seller40', () => 5),
      STARTING_LAMBDA,
    );
    // raw 30, 34, 34, 38 -> 55, 65, 65, 75; I first, A beats C on the tie: I-A
    expect(allFives.scores).toEqual(vector(55, 65, 65, 75));
    expect(allFives.profileNumber).toBe(11);
    const alternating = scoreTest(
      'seller40',
      sheet('seller40', (i) => (i % 2 === 0 ? 1 : 5)),
      STARTING_LAMBDA,
    );
    // raw 34, 38, 30, 26 -> 65, 75, 55, 45; A-E
    expect(alternating.scores).toEqual(vector(65, 75, 55, 45));
    expect(alternating.profileNumber).toBe(4);
    const clientOnes = scoreTest(
      'client16',
      sheet('client16', () => 1),
      STARTING_LAMBDA,
    );
    // raw 12, 12, 12, 16 -> z 0, 0, 0, 1.67 -> 55, 55, 55, 80; I-E
    expect(clientOnes.scores).toEqual(vector(55, 55, 55, 80));
    expect(clientOnes.profileNumber).toBe(10);
  });

  it('uses the norms of the form it scores and reports the lambda version', () => {
    const seller = computeNorms(
      Array.from({ length: 30 }, (_, i) => vector(30 + (i % 2) * 10, 30, 30, 30)),
      'seller40',
    );
    const lambda: Lambda = {
      ...STARTING_LAMBDA,
      version: 7,
      norms: { ...STARTING_LAMBDA.norms, seller40: seller },
    };
    const client = scoreTest(
      'client16',
      sheet('client16', () => 1),
      lambda,
    );
    expect(client.scores).toEqual(vector(55, 55, 55, 80));
    expect(client.lambdaVersion).toBe(7);
    // Seller E norms: mean 35, sample sd sqrt(30 x 25 / 29)
    const rescored = scoreRaw('seller40', vector(35, 30, 30, 30), lambda);
    expect(rescored.z.E).toBe(0);
    expect(rescored.lambdaVersion).toBe(7);
  });
});
