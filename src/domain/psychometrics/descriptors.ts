import { FACTORS } from './items.ts';
import type { Factor, FactorVector } from './items.ts';
import { selectPoles } from './profile.ts';
import type { FactorPole, Pole } from './profile.ts';

/** The spec's 40 seller personality descriptors, in the spec's order. */
export const DESCRIPTOR_KEYS = [
  'pragmatic',
  'realistic',
  'quick',
  'astute',
  'technical',
  'creative',
  'attentive',
  'outgoing',
  'efficient',
  'direct',
  'reserved',
  'informal',
  'cooperating',
  'conciliatory',
  'determined',
  'careful',
  'reflective',
  'rigorous',
  'considerate',
  'organised',
  'casual',
  'curious',
  'traditional',
  'prompt',
  'cheerful',
  'optimistic',
  'lively',
  'logical',
  'articulate',
  'understanding',
  'subtle',
  'accomodating',
  'contributing',
  'helpful',
  'innovative',
  'bold',
  'openMinded',
  'precise',
  'methodical',
  'practicalSense',
] as const;
export type DescriptorKey = (typeof DESCRIPTOR_KEYS)[number];

/** Each descriptor belongs to exactly one factor pole (the spec's proposed table, unchanged). */
export const DESCRIPTOR_TABLE: {
  readonly [F in Factor]: { readonly [P in Pole]: readonly DescriptorKey[] };
} = {
  E: {
    high: ['outgoing', 'cheerful', 'optimistic', 'lively', 'articulate', 'bold'],
    low: ['reserved', 'subtle', 'reflective'],
  },
  A: {
    high: [
      'cooperating',
      'conciliatory',
      'understanding',
      'accomodating',
      'helpful',
      'considerate',
      'attentive',
    ],
    low: ['direct', 'determined', 'quick', 'astute'],
  },
  C: {
    high: ['organised', 'rigorous', 'methodical', 'precise', 'prompt', 'careful', 'efficient'],
    low: ['casual', 'informal'],
  },
  I: {
    high: ['creative', 'curious', 'innovative', 'openMinded', 'logical', 'contributing'],
    low: ['pragmatic', 'realistic', 'technical', 'practicalSense', 'traditional'],
  },
};

/** The descriptors a person shows, dominant factor first (see `selectPoles` for the rule). */
export const descriptorsFor = (z: FactorVector): readonly DescriptorKey[] =>
  selectPoles(z).flatMap(({ factor, pole }) => DESCRIPTOR_TABLE[factor][pole]);

/**
 * The factor pole each descriptor belongs to. A person shows a descriptor exactly when they show its
 * pole, so matching can test a wanted quality against an advisor's z without the descriptor list.
 */
export const DESCRIPTOR_POLE: { readonly [D in DescriptorKey]: FactorPole } = Object.fromEntries(
  FACTORS.flatMap((factor) =>
    (['high', 'low'] as const).flatMap((pole) =>
      DESCRIPTOR_TABLE[factor][pole].map((descriptor) => [descriptor, { factor, pole }] as const),
    ),
  ),
) as { readonly [D in DescriptorKey]: FactorPole };
