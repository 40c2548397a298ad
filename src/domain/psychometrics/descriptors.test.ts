import { describe, expect, it } from 'vitest';
import {
  DESCRIPTOR_KEYS,
  DESCRIPTOR_POLE,
  DESCRIPTOR_TABLE,
  descriptorsFor,
} from './descriptors.ts';
import { FACTORS } from './items.ts';
import { poleOf } from './profile.ts';
import type { FactorVector } from './items.ts';

// The spec's list (docs/spec/product-spec.md, "Seller personality descriptors"), copied as written.
const SPEC_DESCRIPTORS =
  'pragmatic, realistic, quick, astute, technical, creative, attentive, outgoing, efficient, direct, reserved, informal, cooperating, conciliatory, determined, careful, reflective, rigorous, considerate, organised, casual, curious, traditional, prompt, cheerful, optimistic, lively, logical, articulate, understanding, subtle, accomodating, contributing, helpful, innovative, bold, openMinded, precise, methodical, practicalSense'.split(
    ', ',
  );

const vector = (E: number, A: number, C: number, I: number): FactorVector => ({ E, A, C, I });

describe('descriptor table', () => {
  it('has the spec keys', () => {
    expect(SPEC_DESCRIPTORS).toHaveLength(40);
    expect(DESCRIPTOR_KEYS).toEqual(SPEC_DESCRIPTORS);
  });

  it('uses every one of the 40 descriptors exactly once', () => {
    const used = FACTORS.flatMap((factor) => [
      ...DESCRIPTOR_TABLE[factor].high,
      ...DESCRIPTOR_TABLE[factor].low,
    ]);
    expect(used).toHaveLength(40);
    expect([...used].sort()).toEqual([...SPEC_DESCRIPTORS].sort());
  });

  it('is the proposed table', () => {
    expect(DESCRIPTOR_TABLE).toEqual({
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
    });
  });
});

describe('descriptorsFor', () => {
  it('shows the two highest factors high poles, dominant first', () => {
    expect(descriptorsFor(vector(0, 0.4, -0.2, 1))).toEqual([
      ...DESCRIPTOR_TABLE.I.high,
      ...DESCRIPTOR_TABLE.A.high,
    ]);
  });

  it('adds low poles for other factors with z < -0.5', () => {
    expect(descriptorsFor(vector(-0.51, 1, 0.9, -3))).toEqual([
      ...DESCRIPTOR_TABLE.A.high,
      ...DESCRIPTOR_TABLE.C.high,
      ...DESCRIPTOR_TABLE.E.low,
      ...DESCRIPTOR_TABLE.I.low,
    ]);
    expect(descriptorsFor(vector(-0.5, 1, 0.9, -0.49))).toEqual([
      ...DESCRIPTOR_TABLE.A.high,
      ...DESCRIPTOR_TABLE.C.high,
    ]);
  });

  it('never shows a descriptor twice', () => {
    const all = descriptorsFor(vector(-1, -1, -1, -1));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('DESCRIPTOR_POLE', () => {
  it('maps each descriptor to the one factor pole that lists it', () => {
    expect(Object.keys(DESCRIPTOR_POLE).sort()).toEqual([...SPEC_DESCRIPTORS].sort());
    for (const key of DESCRIPTOR_KEYS) {
      const { factor, pole } = DESCRIPTOR_POLE[key];
      expect(DESCRIPTOR_TABLE[factor][pole]).toContain(key);
    }
  });

  it('a person shows a descriptor exactly when they show its pole', () => {
    const values = [-1.5, -0.5, 0, 0.7];
    for (const E of values)
      for (const A of values)
        for (const C of values)
          for (const I of values) {
            const z = vector(E, A, C, I);
            const shown = descriptorsFor(z);
            for (const key of DESCRIPTOR_KEYS) {
              const { factor, pole } = DESCRIPTOR_POLE[key];
              expect(shown.includes(key)).toBe(poleOf(z, factor) === pole);
            }
          }
  });
});
