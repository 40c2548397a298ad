import type { CompleteAnswers } from './answers.ts';
import { descriptorsFor } from './descriptors.ts';
import type { DescriptorKey } from './descriptors.ts';
import { ITEM_DEFINITIONS } from './item-definitions.ts';
import { FORMS } from './items.ts';
import type { Factor, FactorVector, FormId } from './items.ts';
import { profileNumber } from './profile.ts';
import type { ProfileNumber } from './profile.ts';

export type FactorNorm = { readonly mean: number; readonly sd: number };
export type FactorNorms = { readonly [F in Factor]: FactorNorm };

export type FormNorms = {
  /** `builtIn` until MIN_TESTS_FOR_NORMS completed tests of the form exist. */
  readonly source: 'builtIn' | 'computed';
  /** Completed tests of the form at computation time (kept even when too few to be used). */
  readonly count: number;
  readonly factors: FactorNorms;
};

/**
 * "Lambda": the versioned parameter set that turns raw scores into comparable z-scores. Raw scores
 * of the 16- and 40-item forms live on different scales, so each form has its own norms.
 */
export type Lambda = {
  readonly version: number;
  readonly norms: { readonly [F in FormId]: FormNorms };
  /** Factor weights of the matching distance; equal by default. */
  readonly weights: FactorVector;
};

export type TestScore = {
  readonly raw: FactorVector;
  readonly z: FactorVector;
  /** What people see: 10..100. */
  readonly scores: FactorVector;
  readonly profileNumber: ProfileNumber;
  readonly descriptors: readonly DescriptorKey[];
  /** Scores always say which lambda produced them, so a recalculation can find stale ones. */
  readonly lambdaVersion: number;
};

export const MIN_TESTS_FOR_NORMS = 30;

export const EQUAL_WEIGHTS: FactorVector = { E: 1, A: 1, C: 1, I: 1 };

const itemCount = (form: FormId, factor: Factor): number =>
  FORMS[form].filter((key) => ITEM_DEFINITIONS[key].factor === factor).length;

/** Raw score bounds per form and factor: every item scores 1..5 once reversed. */
export const rawRange = (
  form: FormId,
  factor: Factor,
): { readonly min: number; readonly max: number } => {
  const items = itemCount(form, factor);
  return { min: items, max: 5 * items };
};

const startingNorms = (form: FormId): FactorNorms => {
  const norm = (factor: Factor): FactorNorm => {
    const { min, max } = rawRange(form, factor);
    // The scale's midpoint, and an sd of 15% of its range: a neutral guess until real data exists.
    return { mean: (min + max) / 2, sd: 0.15 * (max - min) };
  };
  return { E: norm('E'), A: norm('A'), C: norm('C'), I: norm('I') };
};

/** seller40: mean 30, sd 6 (raw 10..50); client16: mean 12, sd 2.4 (raw 4..20). */
export const STARTING_NORMS: { readonly [F in FormId]: FactorNorms } = {
  seller40: startingNorms('seller40'),
  client16: startingNorms('client16'),
};

/** Sums each factor's items, reverse-keyed ones as 6 - answer. */
export const rawScores = <F extends FormId>(
  form: F,
  answers: CompleteAnswers<NoInfer<F>>,
): FactorVector => {
  const sums = { E: 0, A: 0, C: 0, I: 0 };
  for (const key of FORMS[form]) {
    const answer = answers[key];
    // Unreachable through validateAnswers; a cast around it is a bug, not a business outcome.
    if (answer === undefined) throw new Error(`rawScores: item ${key} of ${form} is unanswered`);
    const { factor, keying } = ITEM_DEFINITIONS[key];
    sums[factor] += keying === '+' ? answer : 6 - answer;
  }
  return sums;
};

export const zScores = (raw: FactorVector, norms: FactorNorms): FactorVector => ({
  E: (raw.E - norms.E.mean) / norms.E.sd,
  A: (raw.A - norms.A.mean) / norms.A.sd,
  C: (raw.C - norms.C.mean) / norms.C.sd,
  I: (raw.I - norms.I.mean) / norms.I.sd,
});

/** clamp(round(55 + 15 z), 10, 100); Math.round takes halves up (57.5 -> 58). */
export const traitScore = (z: number): number =>
  Math.min(100, Math.max(10, Math.round(55 + 15 * z)));

const traitScores = (z: FactorVector): FactorVector => ({
  E: traitScore(z.E),
  A: traitScore(z.A),
  C: traitScore(z.C),
  I: traitScore(z.I),
});

/**
 * Norms of one form from the raw scores of all its completed tests.
 *
 * The sd is the sample sd (divide by n - 1): the norms are an estimate used to score people who are
 * not in the set yet (every new seller or client), and Bessel's correction is the usual estimator for
 * norm tables; with at least 30 tests it differs from the population sd by under 2%.
 * A factor on which every test has the same raw score has sd 0 and would make every z infinite; it
 * keeps its computed mean and borrows the built-in sd.
 */
export const computeNorms = (
  completedRawScores: readonly FactorVector[],
  form: FormId,
): FormNorms => {
  const count = completedRawScores.length;
  if (count < MIN_TESTS_FOR_NORMS) {
    return { source: 'builtIn', count, factors: STARTING_NORMS[form] };
  }
  const norm = (factor: Factor): FactorNorm => {
    let sum = 0;
    for (const raw of completedRawScores) sum += raw[factor];
    const mean = sum / count;
    // Two passes (mean, then squared deviations) avoid the cancellation of the sum-of-squares formula.
    let squares = 0;
    for (const raw of completedRawScores) squares += (raw[factor] - mean) ** 2;
    const sd = Math.sqrt(squares / (count - 1));
    return { mean, sd: sd > 0 ? sd : STARTING_NORMS[form][factor].sd };
  };
  return {
    source: 'computed',
    count,
    factors: { E: norm('E'), A: norm('A'), C: norm('C'), I: norm('I') },
  };
};

/** A new lambda version from every completed test of each form (the recalculation's first step). */
export const buildLambda = (
  version: number,
  completedRawScores: { readonly [F in FormId]: readonly FactorVector[] },
  weights: FactorVector = EQUAL_WEIGHTS,
): Lambda => ({
  version,
  norms: {
    seller40: computeNorms(completedRawScores.seller40, 'seller40'),
    client16: computeNorms(completedRawScores.client16, 'client16'),
  },
  weights,
});

/** Scores stored raw scores again under a (new) lambda: what the recalculation does per profile. */
export const scoreRaw = (form: FormId, raw: FactorVector, lambda: Lambda): TestScore => {
  const z = zScores(raw, lambda.norms[form].factors);
  return {
    raw,
    z,
    scores: traitScores(z),
    profileNumber: profileNumber(z),
    descriptors: descriptorsFor(z),
    lambdaVersion: lambda.version,
  };
};

export const scoreTest = <F extends FormId>(
  form: F,
  answers: CompleteAnswers<NoInfer<F>>,
  lambda: Lambda,
): TestScore => scoreRaw(form, rawScores(form, answers), lambda);
