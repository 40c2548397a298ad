import type { Factor, FactorVector } from './items.ts';
import { selectPoles } from './profile.ts';
import type { Pole } from './profile.ts';

/** The spec's 43 client-handling behaviour keys, in the spec's order. */
export const BEHAVIOUR_KEYS = [
  'formal',
  'quick',
  'classic',
  'modest',
  'warm',
  'casual',
  'calm',
  'brisk',
  'hardFacts',
  'provenMethods',
  'questionTheirNeeds',
  'exclusives',
  'precise',
  'rigorous',
  'withBreaks',
  'goodMood',
  'direct',
  'sincere',
  'newFeatures',
  'letThemWin',
  'letThemBeCreative',
  'makeThemSpeak',
  'collaborate',
  'helpThemChoose',
  'prompt',
  'letThemThink',
  'satisfyTheirCuriosity',
  'vague',
  'force',
  'assertWithoutProof',
  'imposeConstraints',
  'imprecise',
  'personalQuestions',
  'imposeAChoice',
  'imposeYourIdeas',
  'speakLoudly',
  'privateDomain',
  'tooManyDetails',
  'slashTheirOptimism',
  'slashTheirIdeals',
  'takeAllTheSpace',
  'insistOnPast',
  'noReaction',
] as const;
export type BehaviourKey = (typeof BEHAVIOUR_KEYS)[number];

export type ClientTips = {
  readonly toDo: readonly BehaviourKey[];
  readonly toAvoid: readonly BehaviourKey[];
};

/** Each behaviour key belongs to exactly one factor pole, as "to do" or "to avoid". */
export const TIP_TABLE: { readonly [F in Factor]: { readonly [P in Pole]: ClientTips } } = {
  E: {
    high: {
      toDo: ['warm', 'goodMood', 'makeThemSpeak', 'letThemWin'],
      toAvoid: ['noReaction', 'slashTheirOptimism', 'takeAllTheSpace'],
    },
    low: {
      toDo: ['calm', 'modest', 'letThemThink', 'withBreaks'],
      toAvoid: ['speakLoudly', 'personalQuestions', 'privateDomain'],
    },
  },
  A: {
    high: {
      toDo: ['sincere', 'collaborate', 'helpThemChoose'],
      toAvoid: ['force', 'imposeAChoice', 'imposeYourIdeas'],
    },
    low: { toDo: ['direct', 'brisk', 'quick', 'prompt'], toAvoid: ['vague', 'tooManyDetails'] },
  },
  C: {
    high: {
      toDo: ['formal', 'hardFacts', 'precise', 'rigorous', 'provenMethods'],
      toAvoid: ['imprecise', 'assertWithoutProof'],
    },
    low: { toDo: ['casual'], toAvoid: ['imposeConstraints'] },
  },
  I: {
    high: {
      toDo: [
        'newFeatures',
        'exclusives',
        'letThemBeCreative',
        'satisfyTheirCuriosity',
        'questionTheirNeeds',
      ],
      toAvoid: ['slashTheirIdeals', 'insistOnPast'],
    },
    low: { toDo: ['classic'], toAvoid: [] },
  },
};

/**
 * How an advisor should approach a client, chosen from the client's z-scores by the same rule as the
 * descriptors, so what the advisor reads matches the profile the client was shown.
 */
export const clientTips = (z: FactorVector): ClientTips => {
  const poles = selectPoles(z);
  return {
    toDo: poles.flatMap(({ factor, pole }) => TIP_TABLE[factor][pole].toDo),
    toAvoid: poles.flatMap(({ factor, pole }) => TIP_TABLE[factor][pole].toAvoid),
  };
};
