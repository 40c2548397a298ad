import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answers.ts';
import type { CompleteAnswers } from './answers.ts';
import { ITEM_DEFINITIONS } from './item-definitions.ts';
import { FORMS, SELLER_FORM } from './items.ts';
import type { FactorVector, FormId } from './items.ts';
import {
  EQUAL_WEIGHTS,
  MIN_TESTS_FOR_NORMS,
  STARTING_NORMS,
  buildLambda,
  computeNorms,
  rawRange,
  rawScores,
  scoreRaw,
  scoreTest,
  traitScore,
  zScores,
} from './scoring.ts';
import type { Lambda } from './scoring.ts';

const complete = <F extends FormId>(form: F, input: Record<string, number>): CompleteAnswers<F> => {
  const result = validateAnswers(form, input, { prepareOnly: false });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

const sheet = <F extends FormId>(form: F, valueAt: (index: number) => number): CompleteAnswers<F> =>
  complete(form, Object.fromEntries(FORMS[form].map((key, index) => [key, valueAt(index)])));

const STARTING_LAMBDA: Lambda = buildLambda(1, { seller40: [], client16: [] });

const vector = (E: number, A: number, C: number, I: number): FactorVector => ({ E, A, C, I });

// An outgoing, warm, fairly organised seller. Hand-scored ("-" items as 6 - answer):
// E: 4 + (6-2) + 5 + (6-1) + 5 + 5 + (6-1) + (6-3) + 4 + (6-2) = 4+4+5+5+5+5+5+3+4+4 = 44
// A: 4 + (6-2) + 3 + (6-1) + (6-2) + 5 + (6-1) + 3 + 4 + 5     = 4+4+3+5+4+5+5+3+4+5 = 42
// C: 3 + (6-2) + 4 + (6-2) + 4 + (6-3) + 4 + (6-1) + 3 + 4     = 3+4+4+4+4+3+4+5+3+4 = 38
// I: 3 + (6-3) + (6-2) + (6-2) + 3 + 3 + 4 + 2 + 3 + 3         = 3+3+4+4+3+3+4+2+3+3 = 32
const OUTGOING_SELLER = {
  lifeOfTheParty: 4,
  dontTalkALot: 2,
  talkALotAtParties: 5,
  reserved: 1,
  comfortableAroundPeople: 5,
  startConversations: 5,
  littleToSay: 1,
  dontLikeAttention: 3,
  centerOfAttention: 4,
  quietAroundStrangers: 2,
  sympathizeWithOthersFeelings: 4,
  notInterestedInOthersProblems: 2,
  feelOthersEmotions: 3,
  notInterestedInOthers: 1,
  littleConcernForOthers: 2,
  interestedInPeople: 5,
  insultPeople: 1,
  softHeart: 3,
  takeTimeForOthers: 4,
  makePeopleFeelAtEase: 5,
  choresDoneRightAway: 3,
  forgetToPutThingsBack: 2,
  likeOrder: 4,
  messy: 2,
  alwaysPrepared: 4,
  leaveMyBelongingsAround: 3,
  detailsOriented: 4,
  shirkMyDuties: 1,
  followASchedule: 3,
  exacting: 4,
  vividImagination: 3,
  notInterestedInAbstractIdeas: 3,
  dontUnderstandAbstractIdeas: 2,
  noImagination: 2,
  richVocabulary: 3,
  excellentIdeas: 3,
  quickToUnderstand: 4,
  complexVocabulary: 2,
  reflectOnThings: 3,
  fullOfIdeas: 3,
};

// A quiet, orderly, analytical walk-in client. Hand-scored:
// E: lifeOfTheParty 2 + dontTalkALot (6-4) + talkALotAtParties 1 + reserved (6-5)      = 2+2+1+1 = 6
// A: sympathize 3 + notInterestedInOthersProblems (6-2) + feelOthersEmotions 3
//    + notInterestedInOthers (6-3)                                                      = 3+4+3+3 = 13
// C: chores 4 + forgetToPutThingsBack (6-2) + likeOrder 5 + messy (6-1)                 = 4+4+5+5 = 18
// I: vivid 4 + notInterestedInAbstractIdeas (6-1) + dontUnderstand (6-1) + noImagination (6-2) = 4+5+5+4 = 18
const QUIET_CLIENT = {
  lifeOfTheParty: 2,
  sympathizeWithOthersFeelings: 3,
  choresDoneRightAway: 4,
  vividImagination: 4,
  dontTalkALot: 4,
  notInterestedInOthersProblems: 2,
  forgetToPutThingsBack: 2,
  notInterestedInAbstractIdeas: 1,
  talkALotAtParties: 1,
  feelOthersEmotions: 3,
  likeOrder: 5,
  dontUnderstandAbstractIdeas: 1,
  reserved: 5,
  notInterestedInOthers: 3,
  messy: 1,
  noImagination: 2,
};

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
