import { describe, expect, it } from "vitest";
import { deadLines, deduce, NO, OPEN, YES } from "./deductions.js";

/** Three dimensions of two values: elements 0–1, 2–3 and 4–5. */
const dims = 3;
const size = 2;
const n = dims * size;
function marks(...entries: [number, number, number][]): Uint8Array {
  const m = new Uint8Array(n * n);
  for (const [a, b, v] of entries) {
    m[a * n + b] = v;
    m[b * n + a] = v;
  }
  return m;
}
const at = (state: Uint8Array, a: number, b: number) => state[a * n + b];

describe("paper deductions", () => {
  it("cross out around a yes, and nothing else, with that rule alone", () => {
    const { state, clash } = deduce(marks([0, 2, YES]), dims, size, { cross: true, combine: false, single: false });
    expect([at(state, 0, 3), at(state, 1, 2), at(state, 1, 3), at(state, 0, 4)]).toEqual([NO, NO, OPEN, OPEN]);
    expect(clash.every((c) => c === 0)).toBe(true);
  });

  it("combine blocks both ways: yes with yes, and no across a yes", () => {
    const rules = { cross: false, combine: true, single: false };
    expect(at(deduce(marks([0, 2, YES], [2, 4, YES]), dims, size, rules).state, 0, 4)).toBe(YES);
    expect(at(deduce(marks([0, 2, YES], [2, 5, NO]), dims, size, rules).state, 0, 5)).toBe(NO);
    // The order the marks come in does not matter.
    expect(at(deduce(marks([2, 5, NO], [0, 2, YES]), dims, size, rules).state, 5, 0)).toBe(NO);
  });

  it("place the last open cell of a line, and follow it through", () => {
    const { state } = deduce(marks([0, 3, NO]), dims, size, { cross: true, combine: false, single: true });
    expect(at(state, 0, 2)).toBe(YES);
    expect(at(state, 1, 3)).toBe(YES);
  });

  it("flag the cells where deductions disagree, and lines with nothing left", () => {
    const { state, clash } = deduce(marks([0, 2, YES], [0, 3, YES]), dims, size, { cross: true, combine: false, single: false });
    expect([clash[0 * n + 2], clash[0 * n + 3]]).toEqual([1, 1]);
    const dead = deduce(marks([0, 2, NO], [0, 3, NO]), dims, size, { cross: false, combine: false, single: false });
    expect(deadLines(dead.state, dims, size)).toEqual([{ elem: 0, dim: 1 }]);
    expect(at(state, 1, 4)).toBe(OPEN);
  });
});
