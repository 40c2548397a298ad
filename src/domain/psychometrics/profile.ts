import { FACTORS } from './items.ts';
import type { Factor, FactorVector } from './items.ts';

export type Pole = 'high' | 'low';
export type FactorPole = { readonly factor: Factor; readonly pole: Pole };

/** Below this z a factor also shows its low pole (psychometrics docs/spec/product-spec.md section 4). */
const LOW_POLE_Z = -0.5;

/** profileNumber - 1 indexes this list: (dominant factor, second factor). */
export const PROFILE_PAIRS = [
  ['E', 'A'],
  ['E', 'C'],
  ['E', 'I'],
  ['A', 'E'],
  ['A', 'C'],
  ['A', 'I'],
  ['C', 'E'],
  ['C', 'A'],
  ['C', 'I'],
  ['I', 'E'],
  ['I', 'A'],
  ['I', 'C'],
] as const satisfies readonly (readonly [Factor, Factor])[];

export type ProfileNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * The dominant and the second factor by z. Ties go to the earlier factor in E, A, C, I order: the
 * strict `>` only lets a later factor overtake on a strictly higher z. The one place that rule lives.
 */
export const topTwoFactors = (z: FactorVector): readonly [Factor, Factor] => {
  // Named reads and no loop: matching calls this for every advisor of every ranking.
  let first: Factor = z.A > z.E ? 'A' : 'E';
  let second: Factor = first === 'E' ? 'A' : 'E';
  if (z.C > z[first]) {
    second = first;
    first = 'C';
  } else if (z.C > z[second]) second = 'C';
  if (z.I > z[first]) {
    second = first;
    first = 'I';
  } else if (z.I > z[second]) second = 'I';
  return [first, second];
};

/**
 * The pole a person shows on a factor (the rule of `selectPoles`), or null for neither. Pass the
 * person's `topTwoFactors` when asking about several factors, to compute it once.
 */
export const poleOf = (
  z: FactorVector,
  factor: Factor,
  top: readonly [Factor, Factor] = topTwoFactors(z),
): Pole | null => {
  if (factor === top[0] || factor === top[1]) return 'high';
  return z[factor] < LOW_POLE_Z ? 'low' : null;
};

export const profileNumber = (z: FactorVector): ProfileNumber => {
  const [first, second] = topTwoFactors(z);
  const index = PROFILE_PAIRS.findIndex(([a, b]) => a === first && b === second);
  return (index + 1) as ProfileNumber;
};

/**
 * The poles a person shows: the high poles of their two highest factors, then (in E, A, C, I order)
 * the low pole of every other factor with z < -0.5. The spec's rule read literally would give a
 * person whose top factor is itself below -0.5 both poles of it ("outgoing" and "reserved"); the two
 * highest factors describe how the person leans relative to themself, so they keep the high pole only.
 */
export const selectPoles = (z: FactorVector): readonly FactorPole[] => {
  const [first, second] = topTwoFactors(z);
  const poles: FactorPole[] = [
    { factor: first, pole: 'high' },
    { factor: second, pole: 'high' },
  ];
  for (const factor of FACTORS) {
    if (poleOf(z, factor, [first, second]) === 'low') poles.push({ factor, pole: 'low' });
  }
  return poles;
};
