import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng, deriveSeed, rngFromState } from "./rng.js";

describe("createRng", () => {
  it("gives the same stream for the same seed and different streams for different seeds", () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const sa = Array.from({ length: 20 }, () => a.nextU32());
    const sb = Array.from({ length: 20 }, () => b.nextU32());
    const sc = Array.from({ length: 20 }, () => c.nextU32());
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });

  it("uses all 53 bits of the seed", () => {
    expect(createRng(1).nextU32()).not.toBe(createRng(1 + 2 ** 32).nextU32());
  });

  it("implements xoshiro128** (reference vector from state 1, 2, 3, 4)", () => {
    const rng = rngFromState(1, 2, 3, 4);
    expect([rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()]).toEqual([11520, 0, 5927040, 70819200]);
  });

  it("draws whole numbers in range, roughly uniformly", () => {
    const rng = createRng(123);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer({ min: 0, max: 1000 }), (n, seed) => {
        const x = createRng(seed).int(n);
        return Number.isInteger(x) && x >= 0 && x < n;
      }),
      { seed: 1, numRuns: 300 },
    );
  });

  it("floats are in [0, 1)", () => {
    const rng = createRng(5);
    for (let i = 0; i < 10_000; i++) {
      const f = rng.float();
      expect(f >= 0 && f < 1).toBe(true);
    }
  });

  it("weighted() follows the weights and never picks a zero weight", () => {
    const rng = createRng(9);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[rng.weighted([1, 0, 3])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.6);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.4);
    expect(() => rng.weighted([0, 0])).toThrow(RangeError);
  });

  it("shuffle() permutes and clone() continues the same stream", () => {
    const rng = createRng(3);
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = rng.shuffle([...items]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const copy = rng.clone();
    expect(copy.nextU32()).toBe(rng.nextU32());
  });

  it("rejects seeds that are not whole numbers in range", () => {
    expect(() => createRng(-1)).toThrow(RangeError);
    expect(() => createRng(1.5)).toThrow(RangeError);
    expect(() => createRng(Number.NaN)).toThrow(RangeError);
  });
});

describe("deriveSeed", () => {
  it("is a pure function of (seed, index)", () => {
    expect(deriveSeed(42, 3)).toBe(deriveSeed(42, 3));
    expect(deriveSeed(42, 3)).not.toBe(deriveSeed(43, 3));
  });

  it("gives distinct 32-bit seeds for the indexes of one data set", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const s = deriveSeed(2024, i);
      expect(s >>> 0).toBe(s);
      seen.add(s);
    }
    expect(seen.size).toBe(20_000);
  });

  it("spreads neighbouring indexes over the whole range", () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => deriveSeed(0, i));
    const high = seeds.filter((s) => s >= 2 ** 31).length;
    expect(high).toBeGreaterThan(430);
    expect(high).toBeLessThan(570);
  });
});
