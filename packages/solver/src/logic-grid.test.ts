import { applyStep, createCandidateGrid, partialGridOf, rowClueTypes, type Attribute, type Clue, type ClueType, type Grid, type Puzzle } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { countSolutions } from "./count.js";
import { deduce } from "./deduce.js";
import { allGrids, randomClue, randomShape, rng, satisfiesAll, shuffle } from "./testing/random.js";
import { verifyStep } from "./verify-step.js";

const needsRow = new Set<ClueType>(rowClueTypes);

/** A clue without a row (no position entity, no clue type of positions) that holds in `grid`. */
function trueMatchingClue(r: () => number, size: number, attributes: readonly Attribute[], grid: Grid): Clue {
  for (;;) {
    const clue = randomClue(r, size, attributes, 1, 0);
    if (needsRow.has(clue.type) || clue.type === "any_of") continue;
    if (satisfiesAll([clue], grid, size)) return clue;
  }
}

/** A random logic grid: the first attribute is the key, listed in the order of the people. */
function randomLogicGrid(seed: number, size: number, attrs: number, clues: number): { puzzle: Puzzle; hidden: Grid } {
  const r = rng(seed);
  const attributes = randomShape(r, size, attrs, 0.4);
  const hidden: Record<string, readonly (string | number)[]> = {};
  attributes.forEach((a, i) => {
    hidden[a.name] = i === 0 ? a.values : shuffle(r, a.values);
  });
  const list = Array.from({ length: clues }, () => trueMatchingClue(r, size, attributes, hidden));
  return { puzzle: { format: "zebra-puzzle/1", kind: "logic-grid", size, attributes, clues: list }, hidden };
}

/** The matchings that satisfy every clue, by enumeration: the key stays in its order. */
function matchings(puzzle: Puzzle): Grid[] {
  const key = puzzle.attributes[0]!;
  return [...allGrids(puzzle.size, puzzle.attributes)].filter(
    (grid) => grid[key.name]!.every((v, i) => v === key.values[i]) && satisfiesAll(puzzle.clues, grid, puzzle.size),
  );
}

describe("logic grids", () => {
  it("count matchings, not orders of people: the key's value k is person k", () => {
    for (let seed = 0; seed < 60; seed++) {
      const { puzzle } = randomLogicGrid(seed, 3 + (seed % 2), 3, 1 + (seed % 5));
      const expected = matchings(puzzle);
      const found = countSolutions(puzzle, { limit: 1000 });
      expect(found.count, `seed ${seed}`).toBe(expected.length);
      // As a row of houses, every order of the people would count.
      const row = countSolutions({ ...puzzle, kind: undefined }, { limit: 100_000 });
      expect(row.count).toBeGreaterThanOrEqual(found.count);
    }
  });

  it("deduce with steps that each pass verifyStep and replay, from the key alone, to the answer", () => {
    let solved = 0;
    for (let seed = 0; seed < 80; seed++) {
      const { puzzle, hidden } = randomLogicGrid(1000 + seed, 4, 3, 16);
      const result = deduce(puzzle, { trace: true, maxTier: 3 });
      expect(result.status, `seed ${seed}`).not.toBe("contradiction");
      const state = createCandidateGrid(puzzle);
      for (const step of result.steps) {
        expect(verifyStep(puzzle, step), `seed ${seed}: ${JSON.stringify(step)}`).toEqual({ ok: true });
        applyStep(state, step);
      }
      expect(partialGridOf(state)).toEqual(result.grid);
      if (result.status === "solved") {
        solved++;
        expect(result.grid).toEqual(hidden);
        expect(countSolutions(puzzle, { limit: 2 }).count).toBe(1);
      }
    }
    expect(solved).toBeGreaterThan(10);
  });

  it("start from the key placed and nothing else", () => {
    const { puzzle } = randomLogicGrid(7, 4, 3, 0);
    const result = deduce(puzzle, { trace: true });
    expect(result.steps).toEqual([]);
    expect(result.grid[puzzle.attributes[0]!.name]).toEqual(puzzle.attributes[0]!.values);
    expect(result.grid[puzzle.attributes[1]!.name]).toEqual([null, null, null, null]);
  });
});
