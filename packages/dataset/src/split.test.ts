import { describe, expect, it } from "vitest";
import { assignSplit } from "./split.js";

const parts = [
  { name: "train", share: 0.8 },
  { name: "dev", share: 0.1 },
  { name: "test", share: 0.1 },
];

/** A fingerprint whose first 52 bits are u · 2⁵². */
const at = (u: number): string =>
  `zf1-${Math.floor(u * 2 ** 52)
    .toString(16)
    .padStart(13, "0")}0000000000000000000`;

describe("assignSplit", () => {
  it("maps the fingerprint's first 52 bits to the parts' slices of [0, 1), in order", () => {
    expect([0, 0.5, 0.7999, 0.8001, 0.85, 0.8999, 0.9001, 0.99999].map((u) => parts[assignSplit(at(u), parts)]!.name)).toEqual([
      "train",
      "train",
      "train",
      "dev",
      "dev",
      "dev",
      "test",
      "test",
    ]);
    expect(assignSplit(at(0.95).replace("zf1-", "zf1w-"), parts)).toBe(2);
  });

  it("gives each part its share of random fingerprints", () => {
    const counts = [0, 0, 0];
    let x = 12345;
    for (let i = 0; i < 20_000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const hex = (x.toString(16).padStart(8, "0") + ((x * 7919) >>> 0).toString(16).padStart(8, "0")).repeat(2);
      counts[assignSplit(`zf1-${hex}`, parts)]!++;
    }
    expect(counts[0]! / 20_000).toBeCloseTo(0.8, 1);
    expect(counts[1]! / 20_000).toBeCloseTo(0.1, 1);
  });

  it("refuses what is not a fingerprint", () => {
    expect(() => assignSplit("abc", parts)).toThrow(TypeError);
    expect(() => assignSplit(at(0.5), [])).toThrow(TypeError);
  });
});
