/**
 * mulberry32: a tiny seeded PRNG, so the demo is the same on every machine for the same `now`
 * (the domain takes randomness as a parameter; the demo's is a fixed seed).
 */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const picked: T[] = [];
    while (picked.length < count && pool.length > 0) {
      picked.push(...pool.splice(Math.floor(next() * pool.length), 1));
    }
    return picked;
  };
  return { next, int, pick, sample, chance: (probability: number) => next() < probability };
};
export type Random = ReturnType<typeof createRandom>;

/** The demo's seed: any fixed number would do; this one is the day the demo was written. */
export const DEMO_RANDOM_SEED = 20_261_122;
