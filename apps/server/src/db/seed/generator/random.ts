/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same data on every
 * machine, so demo data and benchmark sets are reproducible. Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** An item chosen with probability proportional to its weight. */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[Math.floor(next() * items.length)]!;
  };
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let target = next() * total;
    for (const [item, weight] of items) {
      target -= weight;
      if (target < 0) return item;
    }
    return pick(items)[0];
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted,
  };
};
