/**
 * A small seeded pseudo-random generator (xoshiro128**, seeded through splitmix32).
 *
 * The one generator of the project: every random choice of the sampler goes through one of
 * these, created from the caller's seed, so the same seed and options give the same puzzle on
 * every machine and every run; tests and benchmarks draw their inputs from it too. There is no
 * global state: two generators never share a stream.
 */
export interface Rng {
  /** The next 32-bit unsigned integer of the stream. */
  nextU32(): number;
  /** A float in [0, 1) with 32 bits of randomness. */
  float(): number;
  /** A whole number in [0, n), without modulo bias. `n` must be a positive whole number ≤ 2^32. */
  int(n: number): number;
  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** An index chosen with probability proportional to `weights[i]` (non-negative, some positive). */
  weighted(weights: readonly number[]): number;
  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** A Bernoulli draw: `true` with probability `p`. */
  chance(p: number): boolean;
  /** An independent copy that continues from the same state. */
  clone(): Rng;
}

const SEED_MAX = Number.MAX_SAFE_INTEGER;

/** One step of splitmix32: returns [output, next state]. */
function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [z >>> 0, next];
}

/** Mixes a safe integer (up to 53 bits) into a 32-bit splitmix state. */
function seedState(seed: number): number {
  const lo = seed >>> 0;
  const hi = Math.floor(seed / 0x1_0000_0000) >>> 0;
  const [a] = splitmix32(lo ^ 0x5eed5eed);
  const [b] = splitmix32((a ^ hi) >>> 0);
  return b;
}

function assertSeed(seed: number, name: string): void {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > SEED_MAX) {
    throw new RangeError(`${name} must be a whole number from 0 to ${SEED_MAX}, got ${String(seed)}`);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

class Xoshiro128 implements Rng {
  constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {}

  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  float(): number {
    return this.nextU32() / 0x1_0000_0000;
  }

  int(n: number): number {
    if (!(n >= 1 && n <= 0x1_0000_0000) || !Number.isInteger(n)) throw new RangeError(`int(n) needs a whole n in [1, 2^32], got ${String(n)}`);
    // Rejection sampling: accept only draws below the largest multiple of n.
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick() needs a non-empty array");
    return items[this.int(items.length)]!;
  }

  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) {
      if (!(w >= 0) || !Number.isFinite(w)) throw new RangeError(`weights must be finite and non-negative, got ${String(w)}`);
      total += w;
    }
    if (!(total > 0)) throw new RangeError("weighted() needs at least one positive weight");
    let r = this.float() * total;
    let last = -1;
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i]!;
      if (w <= 0) continue;
      last = i;
      if (r < w) return i;
      r -= w;
    }
    return last; // floating-point rounding at the very top of the range
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  clone(): Rng {
    return new Xoshiro128(this.a, this.b, this.c, this.d);
  }
}

/** A generator from an explicit xoshiro128** state (not all zero); for tests against reference vectors. */
export function rngFromState(a: number, b: number, c: number, d: number): Rng {
  return new Xoshiro128(a | 0, b | 0, c | 0, d | 0);
}

/**
 * Creates a seeded random generator (xoshiro128**, state filled by splitmix32).
 *
 * Use it wherever the sampler, a test or a benchmark needs randomness, or to drive your own
 * reproducible choices.
 * Creating one costs a few integer operations; each draw is a handful more.
 *
 * @param seed - a whole number from 0 to `Number.MAX_SAFE_INTEGER`; all 53 bits count.
 * @returns a fresh generator; the same seed always gives the same stream.
 * @throws RangeError when `seed` is not such a number (programmer misuse).
 * @example
 * ```ts
 * const rng = createRng(42);
 * rng.int(6) + 1; // a die roll, the same on every run
 * rng.shuffle(["a", "b", "c"]);
 * ```
 */
export function createRng(seed: number): Rng {
  assertSeed(seed, "seed");
  let state = seedState(seed);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [out, next] = splitmix32(state);
    words.push(out);
    state = next;
  }
  // xoshiro must not start from the all-zero state.
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return new Xoshiro128(words[0]!, words[1]!, words[2]!, words[3]!);
}

/**
 * Derives the seed of item `index` of a data set from the data set's seed.
 *
 * Use it to give puzzle i of a batch its own seed, so that the batch's content does not depend on
 * how it is split across workers or shards: puzzle i is always `generatePuzzle({ …, seed:
 * deriveSeed(seed, i) })`. The sampler also uses it for its retries. Cost: a few integer
 * operations.
 *
 * @param seed - the data set's seed, a whole number from 0 to `Number.MAX_SAFE_INTEGER`.
 * @param index - the item's index, a whole number from 0 to `Number.MAX_SAFE_INTEGER`.
 * @returns a whole number from 0 to 2^32 − 1, well mixed (neighbouring indexes give unrelated seeds).
 * @throws RangeError when an argument is not such a number (programmer misuse).
 * @example
 * ```ts
 * const seeds = [0, 1, 2].map((i) => deriveSeed(2024, i));
 * ```
 */
export function deriveSeed(seed: number, index: number): number {
  assertSeed(seed, "seed");
  assertSeed(index, "index");
  const s = seedState(seed);
  const [a] = splitmix32((s ^ (index >>> 0)) >>> 0);
  const [b] = splitmix32((a ^ (Math.floor(index / 0x1_0000_0000) >>> 0) ^ 0x1d872b41) >>> 0);
  const [c] = splitmix32((b + s) >>> 0);
  return c;
}
