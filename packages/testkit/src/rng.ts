import { createRng } from "@zebra/model";

/**
 * A seeded random generator for tests: the project's generator (`createRng` from
 * `@zebra/model`) with the few draws tests use.
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
 * @param seed - any whole number (taken modulo 2^32).
 * @returns a generator; two generators with the same seed draw the same numbers.
 *
 * @example
 * ```ts
 * const rng = createTestRng(42);
 * rng.pick(["a", "b", "c"]);
 * ```
 */
export function createTestRng(seed: number): TestRng {
  const source = createRng(seed >>> 0);
  return {
    next: () => source.float(),
    int: (n) => source.int(n),
    between: (lo, hi) => lo + source.int(hi - lo + 1),
    pick: (items) => source.pick(items),
    shuffled: (items) => source.shuffle([...items]),
    chance: (p) => source.chance(p),
  };
}
