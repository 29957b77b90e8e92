import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OptionError } from "./cli-error.js";
import { parseInteger, parseShard, parseSize, parseWeights, shardRange } from "./options.js";

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
