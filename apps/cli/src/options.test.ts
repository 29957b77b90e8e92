import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OptionError } from "./cli-error.js";
import { parseDifficultyMix, parseInteger, parseShard, parseSize, parseWeights, shardRange } from "./options.js";

describe("parseSize", () => {
  it("reads HOUSESxATTRIBUTES", () => {
    expect(parseSize("5x5")).toEqual({ houses: 5, attributes: 5 });
    expect(parseSize(" 8X6 ")).toEqual({ houses: 8, attributes: 6 });
    expect(parseSize("4×3")).toEqual({ houses: 4, attributes: 3 });
  });

  it("rejects other shapes and out-of-range numbers with an OptionError", () => {
    for (const bad of ["5", "5by5", "x5", "5x", "-5x5", "1x5", "5x0", "21x5", "5x33"]) expect(() => parseSize(bad)).toThrow(OptionError);
  });
});

describe("parseInteger", () => {
  it("accepts digit groups and enforces the range", () => {
    expect(parseInteger("1_000", "--count", 1)).toBe(1000);
    expect(parseInteger("100,000", "--count", 1)).toBe(100000);
    expect(() => parseInteger("0", "--count", 1)).toThrow("--count must be a whole number ≥ 1, got '0'");
    expect(() => parseInteger("1.5", "--count", 1)).toThrow(OptionError);
    expect(() => parseInteger("9007199254740993", "--seed", 0)).toThrow(OptionError);
  });
});

describe("parseWeights", () => {
  it("reads TYPE=W pairs, with - for _", () => {
    expect(parseWeights("same=4, next-to=2,distance=0.5")).toEqual({ same: 4, next_to: 2, distance: 0.5 });
  });

  it("names the unknown type or the malformed pair", () => {
    expect(() => parseWeights("near=2")).toThrow(/unknown clue type 'near'/);
    expect(() => parseWeights("same")).toThrow(/'same' is not TYPE=WEIGHT/);
    expect(() => parseWeights("same=-1")).toThrow(OptionError);
    expect(() => parseWeights(",")).toThrow(/at least one/);
  });
});

describe("shards", () => {
  it("parses 1-based i/N", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
    for (const bad of ["0/4", "5/4", "1/0", "1", "a/b", "1/2/3"]) expect(() => parseShard(bad)).toThrow(OptionError);
  });

  it("cuts the index range into N contiguous blocks that cover it exactly, in order, sizes within one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 64 }), (total, count) => {
        let next = 0;
        const sizes: number[] = [];
        for (let index = 1; index <= count; index++) {
          const { start, end } = shardRange({ index, count }, total);
          expect(start).toBe(next);
          expect(end).toBeGreaterThanOrEqual(start);
          sizes.push(end - start);
          next = end;
        }
        expect(next).toBe(total);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("parseDifficultyMix", () => {
  it("expands levels and weights in the order given", () => {
    expect(parseDifficultyMix("easy,medium,hard")).toEqual(["easy", "medium", "hard"]);
    expect(parseDifficultyMix("easy:2,hard:1")).toEqual(["easy", "easy", "hard"]);
    expect(parseDifficultyMix(" Hard = 2 , expert")).toEqual(["hard", "hard", "expert"]);
    expect(parseDifficultyMix("medium")).toEqual(["medium"]);
  });

  it("reduces a cycle that repeats a shorter one", () => {
    expect(parseDifficultyMix("hard,hard,hard")).toEqual(["hard"]);
    expect(parseDifficultyMix("easy,hard,easy,hard")).toEqual(["easy", "hard"]);
    expect(parseDifficultyMix("easy:2,hard,easy,easy,hard")).toEqual(["easy", "easy", "hard"]);
    expect(parseDifficultyMix("easy,hard,easy")).toEqual(["easy", "hard", "easy"]);
  });

  it("a reduced cycle gives every index the level of the full cycle", () => {
    const levels = ["easy", "medium", "hard", "expert"] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...levels), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (base, times) => {
        const full = Array.from({ length: times }, () => base).flat();
        const cycle = parseDifficultyMix(full.join(","));
        expect(full.length % cycle.length).toBe(0);
        for (let i = 0; i < full.length * 2; i++) expect(cycle[i % cycle.length]).toBe(full[i % full.length]);
      }),
    );
  });

  it("names the bad item", () => {
    expect(() => parseDifficultyMix("easy,hrad")).toThrow("--difficulty: unknown level 'hrad' in 'easy,hrad'");
    expect(() => parseDifficultyMix("easy,")).toThrow("--difficulty: empty item in 'easy,'");
    expect(() => parseDifficultyMix("hard:0")).toThrow("the weight in 'hard:0' must be a whole number from 1 to 1000");
    expect(() => parseDifficultyMix("hard:1.5")).toThrow("the weight in 'hard:1.5'");
    expect(() => parseDifficultyMix("hard:1001")).toThrow(OptionError);
    expect(() => parseDifficultyMix(Array.from({ length: 11 }, () => "easy:1000").join(","))).toThrow(/more than 10000 levels/);
  });
});
