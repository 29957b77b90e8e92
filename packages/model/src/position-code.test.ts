import { describe, expect, it } from "vitest";
import { decodePositionCode, encodePositionCode } from "./position-code.js";

describe("position codes", () => {
  it("round-trips every pair of positions", () => {
    for (const size of [1, 2, 5, 12, 20]) {
      for (let x = 1; x <= size; x++) {
        for (let y = 1; y <= size; y++) expect(decodePositionCode(encodePositionCode(x, y, size), size)).toEqual({ x, y });
      }
    }
  });
  it("rejects numbers that are not codes", () => {
    expect(encodePositionCode(5, 2, 5)).toBe(17);
    expect(decodePositionCode(18, 5)).toBeUndefined();
    expect(decodePositionCode(3, 5)).toBeUndefined();
    expect(decodePositionCode(17.5, 5)).toBeUndefined();
    expect(decodePositionCode(36, 5)).toBeUndefined();
  });
});
