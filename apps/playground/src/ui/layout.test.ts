import { describe, expect, it } from "vitest";
import { keyedStaircase, staircase } from "./grid-layout.js";
import { pack } from "./print.js";

describe("the logic grid's staircase", () => {
  it("meets every pair of dimensions in exactly one block, the houses in the first column", () => {
    for (let attributes = 1; attributes <= 12; attributes++) {
      const { columns, rows } = staircase(attributes);
      expect(columns[0]).toBe(0);
      const pairs = rows.flatMap((row, band) => columns.slice(0, columns.length - band).map((col) => [Math.min(row, col), Math.max(row, col)].join("-")));
      expect(new Set(pairs).size).toBe(pairs.length);
      expect(pairs).toHaveLength(((attributes + 1) * attributes) / 2);
      expect(rows.every((row) => row !== 0 && pairs.includes(`0-${row}`))).toBe(true);
    }
    expect(staircase(4)).toEqual({ columns: [0, 2, 3, 4], rows: [1, 4, 3, 2] });
  });
});

describe("a logic-grid puzzle's staircase", () => {
  it("meets every pair of attributes once, the key (in the houses' place) down the top band against all the others", () => {
    for (let attributes = 2; attributes <= 8; attributes++) {
      const { columns, rows } = keyedStaircase(attributes);
      expect(rows[0]).toBe(0);
      expect([...columns, ...rows]).not.toContain(1);
      const pairs = rows.flatMap((row, band) => columns.slice(0, columns.length - band).map((col) => [Math.min(row, col), Math.max(row, col)].join("-")));
      expect(new Set(pairs).size).toBe(pairs.length);
      expect(pairs).toHaveLength((attributes * (attributes - 1)) / 2);
      expect(columns.every((col) => pairs.includes(`0-${col}`))).toBe(true);
    }
    expect(keyedStaircase(4)).toEqual({ columns: [2, 3, 4], rows: [0, 4, 3] });
  });
});

describe("print packing", () => {
  it("puts as many blocks on a page as fit, in order, and a too-tall block on a page of its own", () => {
    expect(pack([40, 40, 40, 40, 40], 100, 10)).toEqual([[0, 1], [2, 3], [4]]);
    expect(pack([30, 30, 30], 100, 5)).toEqual([[0, 1, 2]]);
    expect(pack([120, 20, 20], 100, 0)).toEqual([[0], [1, 2]]);
    expect(pack([], 100, 0)).toEqual([]);
  });
});
