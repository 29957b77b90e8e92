/**
 * A small seeded random generator for tests (mulberry32).
 *
 * Every random choice of the testkit goes through one of these, so the same seed gives the
 * same puzzles on every machine and every run.
 */
export interface TestRng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  /** A whole number in [lo, hi]. */
  between(lo: number, hi: number): number;
  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffled<T>(items: readonly T[]): T[];
  /** `true` with probability `p`. */
  chance(p: number): boolean;
}

/**
 * Creates a seeded random generator.
 *
 * Use it wherever a test needs randomness: never `Math.random()`. Cost: constant per draw.
 *
 * @param seed - any whole number.
 * @returns a generator; two generators with the same seed draw the same numbers.
 *
 * @example
 * ```ts
 * const rng = createTestRng(42);
 * rng.pick(["a", "b", "c"]);
 * ```
 */
export function createTestRng(seed: number): TestRng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (lo, hi) => lo + int(hi - lo + 1),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty array");
      return items[int(items.length)]!;
    },
    shuffled: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    chance: (p) => next() < p,
  };
}
