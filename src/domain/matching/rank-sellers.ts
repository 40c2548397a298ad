import type { Language } from '#domain/locale/language.ts';
import { DESCRIPTOR_POLE } from '#domain/psychometrics/descriptors.ts';
import type { DescriptorKey } from '#domain/psychometrics/descriptors.ts';
import type { FactorVector } from '#domain/psychometrics/items.ts';
import { FACTORS } from '#domain/psychometrics/items.ts';
import { poleOf, topTwoFactors } from '#domain/psychometrics/profile.ts';
import type { FactorPole } from '#domain/psychometrics/profile.ts';

/** The walk-in client being paired (z from the 16-item form's norms). */
export type MatchClient = {
  readonly z: FactorVector;
  readonly language: Language;
  /** Seller qualities the client asked for: descriptor keys, at most 3 (questionnaire validation). */
  readonly wantedQualities: readonly DescriptorKey[];
  readonly hobbies: readonly string[];
};

/** An advisor already known to be available (docs/spec/decisions.md section 4); z from the 40-item form. */
export type MatchSeller = {
  readonly id: string;
  /** No descriptor list: descriptors follow from z (see `DESCRIPTOR_POLE`), so they always agree. */
  readonly z: FactorVector;
  /** Languages the advisor serves clients in. */
  readonly languages: readonly Language[];
  readonly hobbies: readonly string[];
  /** null: never assigned, which counts as the least recently assigned of all. */
  readonly lastAssignmentAt: Date | null;
};

export type MatchReasons = {
  /** Factors on which both show the same pole (the poles their descriptors come from). */
  readonly sharedTraits: readonly FactorPole[];
  /** The client's wanted qualities the advisor has, in the client's order. */
  readonly qualitiesMet: readonly DescriptorKey[];
  /** Hobbies both have, in the client's order. */
  readonly commonHobbies: readonly string[];
};

export type RankedSeller<A extends MatchSeller = MatchSeller> = {
  readonly seller: A;
  /** 0..100, kept with the pairing so statistics can compare outcomes by score. */
  readonly score: number;
  readonly personalityFit: number;
  readonly qualitiesFit: number;
  readonly speaksClientLanguage: boolean;
  readonly reasons: MatchReasons;
};

export type RankSellersInput<A extends MatchSeller> = {
  readonly client: MatchClient;
  readonly sellers: readonly A[];
  /** The current lambda's factor weights. */
  readonly weights: FactorVector;
};

const Z_LIMIT = 3;
/**
 * With every z clamped to [-3, 3] a factor differs by at most 6, so four equally weighted factors
 * are at most sqrt(4 x 6^2) = 12 apart. Weights are rescaled to sum to 4 so the bound holds for any
 * weights and personality fit stays in [0, 1].
 */
const DISTANCE_BOUND = 12;
const PERSONALITY_SHARE = 0.7;
const QUALITIES_SHARE = 0.3;
const QUALITIES_FIT_WHEN_NONE_WANTED = 0.5;

const clampZ = (z: number): number => Math.min(Z_LIMIT, Math.max(-Z_LIMIT, z));

const distanceWeights = (weights: FactorVector): FactorVector => {
  const total = weights.E + weights.A + weights.C + weights.I;
  const valid = FACTORS.every((factor) => Number.isFinite(weights[factor]) && weights[factor] >= 0);
  // Negative or all-zero weights can only come from a corrupted lambda: fail loudly, never mis-rank.
  if (!valid || !(total > 0))
    throw new RangeError(`Invalid matching weights: ${JSON.stringify(weights)}`);
  const scale = FACTORS.length / total;
  return { E: weights.E * scale, A: weights.A * scale, C: weights.C * scale, I: weights.I * scale };
};

type TurnTaker = { readonly id: string; readonly lastAssignmentAt: Date | null };

const assignedAt = (seller: TurnTaker): number =>
  seller.lastAssignmentAt === null ? Number.NEGATIVE_INFINITY : seller.lastAssignmentAt.getTime();

const compareIds = (a: string, b: string): number => {
  if (a === b) return 0;
  // Code-unit order, not localeCompare, which depends on the runtime's locale.
  return a < b ? -1 : 1;
};

/** Least recently assigned first (never assigned before anyone), then by id so ties cannot depend on input order. */
const compareTurn = (a: TurnTaker, b: TurnTaker): number => {
  const at = assignedAt(a);
  const bt = assignedAt(b);
  if (at !== bt) return at < bt ? -1 : 1;
  return compareIds(a.id, b.id);
};

const compareSlots = (
  a: { readonly turn: number; readonly entry: RankedSeller },
  b: { readonly turn: number; readonly entry: RankedSeller },
): number => {
  if (a.turn !== b.turn) return a.turn < b.turn ? -1 : 1;
  return compareIds(a.entry.seller.id, b.entry.seller.id);
};

const MAX_SCORE = 100;
const SCORE_BUCKETS = 2 * (MAX_SCORE + 1);

/**
 * Language first, then score, then turn. Language and score are small integers (202 combinations),
 * so a bucket sort orders them in linear time and only advisors with equal scores get compared (a
 * comparison sort over all 500 advisors was the largest single cost of a ranking).
 */
const orderRanking = <A extends MatchSeller>(
  ranked: readonly RankedSeller<A>[],
): RankedSeller<A>[] => {
  type Slot = { readonly turn: number; readonly entry: RankedSeller<A> };
  const buckets = new Array<Slot[] | undefined>(SCORE_BUCKETS);
  for (const entry of ranked) {
    const bucket = (entry.speaksClientLanguage ? 0 : MAX_SCORE + 1) + MAX_SCORE - entry.score;
    // The turn is read once per advisor here, not on every comparison.
    (buckets[bucket] ??= []).push({ turn: assignedAt(entry.seller), entry });
  }
  const ordered: RankedSeller<A>[] = [];
  for (const bucket of buckets) {
    if (bucket === undefined) continue;
    if (bucket.length > 1) bucket.sort(compareSlots);
    for (const slot of bucket) ordered.push(slot.entry);
  }
  return ordered;
};

// Shared by every advisor who meets no quality, shares no hobby or no trait: nothing to allocate.
const NONE: readonly never[] = Object.freeze([]);

/**
 * Ranks available advisors for a client (psychometrics docs/spec/product-spec.md section 5): advisors who speak the
 * client's language first, then by score, then least recently assigned, then id. Deterministic: the
 * result depends only on the inputs.
 */
export const rankSellers = <A extends MatchSeller>(
  input: RankSellersInput<A>,
): readonly RankedSeller<A>[] => {
  const { client, sellers } = input;
  // Everything about the client is computed once, outside the per-advisor loop.
  const w = distanceWeights(input.weights);
  const cE = clampZ(client.z.E);
  const cA = clampZ(client.z.A);
  const cC = clampZ(client.z.C);
  const cI = clampZ(client.z.I);
  const clientTop = topTwoFactors(client.z);
  const clientPoles = FACTORS.flatMap((factor) => {
    const pole = poleOf(client.z, factor, clientTop);
    return pole === null ? [] : [{ factor, pole }];
  });
  const wanted = [...new Set(client.wantedQualities)].map((quality) => ({
    quality,
    ...DESCRIPTOR_POLE[quality],
  }));
  const language = client.language;

  const ranked: RankedSeller<A>[] = [];
  for (const seller of sellers) {
    const z = seller.z;
    const dE = clampZ(z.E) - cE;
    const dA = clampZ(z.A) - cA;
    const dC = clampZ(z.C) - cC;
    const dI = clampZ(z.I) - cI;
    const distance = Math.sqrt(w.E * dE * dE + w.A * dA * dA + w.C * dC * dC + w.I * dI * dI);
    const personalityFit = 1 - distance / DISTANCE_BOUND;

    const sellerTop = topTwoFactors(z);

    let qualitiesMet: DescriptorKey[] | undefined;
    for (const { quality, factor, pole } of wanted) {
      if (poleOf(z, factor, sellerTop) === pole) (qualitiesMet ??= []).push(quality);
    }
    const metCount = qualitiesMet?.length ?? 0;
    const qualitiesFit =
      wanted.length === 0 ? QUALITIES_FIT_WHEN_NONE_WANTED : metCount / wanted.length;

    let sharedTraits: FactorPole[] | undefined;
    for (const shared of clientPoles) {
      if (poleOf(z, shared.factor, sellerTop) === shared.pole) (sharedTraits ??= []).push(shared);
    }

    let commonHobbies: string[] | undefined;
    for (const hobby of client.hobbies) {
      if (seller.hobbies.includes(hobby)) (commonHobbies ??= []).push(hobby);
    }

    const score = Math.round(
      MAX_SCORE * (PERSONALITY_SHARE * personalityFit + QUALITIES_SHARE * qualitiesFit),
    );
    // Only a non-finite z gets here (NaN survives clamping): a bug upstream, never a silent mis-rank.
    if (!(score >= 0 && score <= MAX_SCORE)) {
      throw new RangeError(`Non-finite z (client, or advisor ${seller.id})`);
    }

    ranked.push({
      seller,
      score,
      personalityFit,
      qualitiesFit,
      speaksClientLanguage: seller.languages.includes(language),
      reasons: {
        sharedTraits: sharedTraits ?? NONE,
        qualitiesMet: qualitiesMet ?? NONE,
        commonHobbies: commonHobbies ?? NONE,
      },
    });
  }
  return orderRanking(ranked);
};

/**
 * Round robin (docs/spec/decisions.md section 5): the available advisor whose last assignment is the oldest,
 * never-assigned first, id as the last tie-break; null when nobody is available.
 */
export const pickRoundRobin = <A extends TurnTaker>(sellers: readonly A[]): A | null => {
  let next: A | null = null;
  for (const seller of sellers) if (next === null || compareTurn(seller, next) < 0) next = seller;
  return next;
};
