import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkGrid, parsePuzzle } from "@zebra/model";
import type { Clue, Grid, Puzzle, Value } from "@zebra/model";

const einsteinText = readFileSync(new URL("../../../fixtures/einstein.json", import.meta.url), "utf8");

function parsed(input: unknown): Puzzle {
  const result = parsePuzzle(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const einstein = parsed(einsteinText);
const solution = einstein.solution!;

/** The solution with the houses at 1-based positions p and q exchanged, in the given attributes. */
function swapped(p: number, q: number, attrs: readonly string[] = Object.keys(solution)): Record<string, Value[]> {
  const grid: Record<string, Value[]> = {};
  for (const [name, row] of Object.entries(solution)) {
    const copy = [...row];
    if (attrs.includes(name)) [copy[p - 1], copy[q - 1]] = [copy[q - 1]!, copy[p - 1]!];
    grid[name] = copy;
  }
  return grid;
}

function violated(puzzle: Puzzle, grid: unknown): number[] {
  const result = checkGrid(puzzle, grid);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.violated;
}

describe("checkGrid on the Einstein puzzle", () => {
  it("finds that the published solution violates no clue", () => {
    expect(checkGrid(einstein, solution)).toEqual({ ok: true, value: { violated: [] } });
  });

  it("finds the clues a wrong answer breaks", () => {
    // Houses 1 and 2 exchanged: only "the Norwegian lives in the first house" (clue 9) breaks.
    expect(violated(einstein, swapped(1, 2))).toEqual([8]);
    // Houses 4 and 5 exchanged: the green house is no longer just left of the white one (clue 4).
    expect(violated(einstein, swapped(4, 5))).toEqual([3]);
    // Only the cat and the horse exchanged: clues 10 and 11 (cat next to Blend, horse next to Dunhill).
    expect(violated(einstein, swapped(1, 2, ["Pet"]))).toEqual([9, 10]);
  });

  it("accepts the grid as parsed JSON, in any key order", () => {
    const reordered = Object.fromEntries(Object.entries(solution).reverse());
    expect(violated(einstein, JSON.parse(JSON.stringify(reordered)))).toEqual([]);
  });
});

describe("checkGrid on malformed grids (invalid-grid)", () => {
  const cases: { name: string; grid: unknown; path: string; details?: object }[] = [
    { name: "not an object", grid: [["Norwegian"]], path: "grid", details: { problem: "not-an-object", found: "array" } },
    { name: "null", grid: null, path: "grid" },
    { name: "missing attribute", grid: { ...solution, Smoke: undefined }, path: "grid.Smoke", details: { problem: "missing-row", attr: "Smoke" } },
    {
      name: "row not an array",
      grid: { ...solution, Pet: "zebra" },
      path: "grid.Pet",
      details: { problem: "row-not-an-array", attr: "Pet", found: "string", size: 5 },
    },
    {
      name: "short row",
      grid: { ...solution, Pet: ["cat", "horse", "bird", "zebra"] },
      path: "grid.Pet",
      details: { problem: "row-length", attr: "Pet", count: 4, size: 5 },
    },
    {
      name: "unknown value",
      grid: { ...solution, Pet: ["cat", "horse", "zebu", "zebra", "dog"] },
      path: "grid.Pet[2]",
      details: { problem: "unknown-value", attr: "Pet", value: "zebu", values: ["dog", "bird", "cat", "horse", "zebra"] },
    },
    {
      name: "repeated value",
      grid: { ...solution, Pet: ["cat", "horse", "cat", "zebra", "dog"] },
      path: "grid.Pet[2]",
      details: { problem: "duplicate", attr: "Pet", value: "cat", first: 0, at: 2, missing: ["bird"] },
    },
    { name: "value of the wrong type", grid: { ...solution, Pet: ["cat", "horse", 3, "zebra", "dog"] }, path: "grid.Pet[2]" },
    {
      name: "unknown attribute",
      grid: { ...solution, Colour: [] },
      path: "grid.Colour",
      details: { problem: "unknown-attribute", attr: "Colour", suggestion: "Color" },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = checkGrid(einstein, c.grid);
      expect(result.ok).toBe(false);
      const issues = result.ok ? [] : result.issues;
      const hit = issues.find((i) => i.path === c.path);
      expect(hit, JSON.stringify(issues)).toMatchObject({ code: "invalid-grid", path: c.path });
      if (c.details !== undefined) expect(hit!.details).toEqual(c.details);
      expect(issues.every((i) => i.code === "invalid-grid")).toBe(true);
    });
  }

  it("reports every problem, with bracket paths for names that are not identifiers", () => {
    const puzzle = parsed({ format: "zebra-puzzle/1", size: 2, attributes: { "Smoke brand": ["Blend", "Prince"], Pet: ["dog", "cat"] }, clues: [] });
    const result = checkGrid(puzzle, { "Smoke brand": ["Blend", "Blend"], Pet: ["dog"] });
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['grid["Smoke brand"][1]', "grid.Pet"]);
  });

  it("never throws on any value", () => {
    fc.assert(
      fc.property(fc.anything(), (grid) => {
        const result = checkGrid(einstein, grid);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe("checkGrid with numeric and any_of clues", () => {
  const puzzle = parsed({
    format: "zebra-puzzle/1",
    size: 3,
    attributes: { Name: ["Ann", "Ben", "Cid"], Age: [25, 30, 35] },
    clues: [
      { type: "less_than", attr: "Age", a: { attr: "Name", value: "Ann" }, b: { attr: "Name", value: "Ben" } },
      { type: "difference", attr: "Age", a: { attr: "Name", value: "Cid" }, b: { pos: 1 }, d: 10 },
      { type: "any_of", options: [[{ type: "at", a: { attr: "Name", value: "Ann" }, pos: 1 }], [{ type: "ends", a: { attr: "Age", value: 30 } }]] },
    ],
  });

  it("holds for a grid that satisfies them", () => {
    expect(violated(puzzle, { Name: ["Ann", "Ben", "Cid"], Age: [25, 30, 35] })).toEqual([]);
  });

  it("lists the ones that fail", () => {
    // Ann 35 > Ben 30; Cid 25 − Ann 35 ≠ 10; Ann is at 1, so any_of holds.
    expect(violated(puzzle, { Name: ["Ann", "Ben", "Cid"], Age: [35, 30, 25] })).toEqual([0, 1]);
    // Ann at 2 and age 30 in the middle: no option of any_of holds.
    expect(violated(puzzle, { Name: ["Cid", "Ann", "Ben"], Age: [25, 30, 35] })).toEqual([1, 2]);
  });
});

describe("checkGrid (property)", () => {
  // A puzzle whose clues say where each value is; a grid violates exactly the clues of the values it misplaces.
  const setup = fc.integer({ min: 1, max: 6 }).chain((size) =>
    fc.integer({ min: 1, max: 3 }).chain((attributeCount) => {
      const attributes = Array.from({ length: attributeCount }, (_, a) => ({ name: `A${a}`, values: Array.from({ length: size }, (_, v) => `v${a}-${v}`) }));
      const perm = fc.tuple(...attributes.map((a) => fc.shuffledSubarray(a.values, { minLength: size, maxLength: size })));
      return fc.tuple(fc.constant(attributes), perm, perm);
    }),
  );

  it("reports exactly the misplaced values", () => {
    fc.assert(
      fc.property(setup, ([attributes, hidden, guess]) => {
        const size = attributes[0]!.values.length;
        const clues: Clue[] = [];
        attributes.forEach((a, i) => {
          hidden[i]!.forEach((value, p) => {
            clues.push({ type: "at", a: { attr: a.name, value }, pos: p + 1 });
          });
        });
        const puzzle: Puzzle = { format: "zebra-puzzle/1", size, attributes, clues };
        const grid: Grid = Object.fromEntries(attributes.map((a, i) => [a.name, guess[i]!]));
        const expected: number[] = [];
        let k = 0;
        attributes.forEach((_, i) => {
          hidden[i]!.forEach((value, p) => {
            if (guess[i]![p] !== value) expected.push(k);
            k++;
          });
        });
        expect(violated(puzzle, grid)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
