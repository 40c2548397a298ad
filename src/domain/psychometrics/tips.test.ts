import { describe, expect, it } from 'vitest';
import { FACTORS } from './items.ts';
import type { FactorVector } from './items.ts';
import { BEHAVIOUR_KEYS, TIP_TABLE, clientTips } from './tips.ts';

// The spec's list (docs/spec/product-spec.md, "Client-handling behaviour keys"), copied as written.
const SPEC_BEHAVIOURS =
  'formal, quick, classic, modest, warm, casual, calm, brisk, hardFacts, provenMethods, questionTheirNeeds, exclusives, precise, rigorous, withBreaks, goodMood, direct, sincere, newFeatures, letThemWin, letThemBeCreative, makeThemSpeak, collaborate, helpThemChoose, prompt, letThemThink, satisfyTheirCuriosity, vague, force, assertWithoutProof, imposeConstraints, imprecise, personalQuestions, imposeAChoice, imposeYourIdeas, speakLoudly, privateDomain, tooManyDetails, slashTheirOptimism, slashTheirIdeals, takeAllTheSpace, insistOnPast, noReaction'.split(
    ', ',
  );

const vector = (E: number, A: number, C: number, I: number): FactorVector => ({ E, A, C, I });

describe('tip table', () => {
  it('has the spec keys', () => {
    expect(SPEC_BEHAVIOURS).toHaveLength(43);
    expect(BEHAVIOUR_KEYS).toEqual(SPEC_BEHAVIOURS);
  });

  it('uses every one of the 43 behaviour keys exactly once', () => {
    const used = FACTORS.flatMap((factor) =>
      (['high', 'low'] as const).flatMap((pole) => [
        ...TIP_TABLE[factor][pole].toDo,
        ...TIP_TABLE[factor][pole].toAvoid,
      ]),
    );
    expect(used).toHaveLength(43);
    expect([...used].sort()).toEqual([...SPEC_BEHAVIOURS].sort());
  });

  it('is the spec table', () => {
    expect(TIP_TABLE.E.high).toEqual({
      toDo: ['warm', 'goodMood', 'makeThemSpeak', 'letThemWin'],
      toAvoid: ['noReaction', 'slashTheirOptimism', 'takeAllTheSpace'],
    });
    expect(TIP_TABLE.E.low).toEqual({
      toDo: ['calm', 'modest', 'letThemThink', 'withBreaks'],
      toAvoid: ['speakLoudly', 'personalQuestions', 'privateDomain'],
    });
    expect(TIP_TABLE.A.high).toEqual({
      toDo: ['sincere', 'collaborate', 'helpThemChoose'],
      toAvoid: ['force', 'imposeAChoice', 'imposeYourIdeas'],
    });
    expect(TIP_TABLE.A.low).toEqual({
      toDo: ['direct', 'brisk', 'quick', 'prompt'],
      toAvoid: ['vague', 'tooManyDetails'],
    });
    expect(TIP_TABLE.C.high).toEqual({
      toDo: ['formal', 'hardFacts', 'precise', 'rigorous', 'provenMethods'],
      toAvoid: ['imprecise', 'assertWithoutProof'],
    });
    expect(TIP_TABLE.C.low).toEqual({ toDo: ['casual'], toAvoid: ['imposeConstraints'] });
    expect(TIP_TABLE.I.high).toEqual({
      toDo: [
        'newFeatures',
        'exclusives',
        'letThemBeCreative',
        'satisfyTheirCuriosity',
        'questionTheirNeeds',
      ],
      toAvoid: ['slashTheirIdeals', 'insistOnPast'],
    });
    expect(TIP_TABLE.I.low).toEqual({ toDo: ['classic'], toAvoid: [] });
  });
});

describe('clientTips', () => {
  it('takes the two highest factors high poles', () => {
    expect(clientTips(vector(1, 0, 2, 0))).toEqual({
      toDo: [...TIP_TABLE.C.high.toDo, ...TIP_TABLE.E.high.toDo],
      toAvoid: [...TIP_TABLE.C.high.toAvoid, ...TIP_TABLE.E.high.toAvoid],
    });
  });

  it('adds the low pole of every other factor with z < -0.5', () => {
    // A quiet, orderly, analytical client: E -2.5, A 0.42, C 2.5, I 2.5
    expect(clientTips(vector(-2.5, 0.42, 2.5, 2.5))).toEqual({
      toDo: [
        'formal',
        'hardFacts',
        'precise',
        'rigorous',
        'provenMethods',
        'newFeatures',
        'exclusives',
        'letThemBeCreative',
        'satisfyTheirCuriosity',
        'questionTheirNeeds',
        'calm',
        'modest',
        'letThemThink',
        'withBreaks',
      ],
      toAvoid: [
        'imprecise',
        'assertWithoutProof',
        'slashTheirIdeals',
        'insistOnPast',
        'speakLoudly',
        'personalQuestions',
        'privateDomain',
      ],
    });
  });

  it('applies the z < -0.5 rule strictly', () => {
    const atLimit = clientTips(vector(1, 1, -0.5, -0.5));
    expect(atLimit.toDo).toEqual([...TIP_TABLE.E.high.toDo, ...TIP_TABLE.A.high.toDo]);
    const below = clientTips(vector(1, 1, -0.51, -0.9));
    expect(below.toDo).toEqual([
      ...TIP_TABLE.E.high.toDo,
      ...TIP_TABLE.A.high.toDo,
      'casual',
      'classic',
    ]);
    expect(below.toAvoid).toEqual([
      ...TIP_TABLE.E.high.toAvoid,
      ...TIP_TABLE.A.high.toAvoid,
      'imposeConstraints',
    ]);
  });
});
