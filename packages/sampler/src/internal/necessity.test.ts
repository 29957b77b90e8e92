import { describe, expect, it } from "vitest";
import { createRng, type Clue } from "@zebra/model";
import { countSolutions } from "@zebra/solver";
import { allClueTypesWeights } from "../weights.js";
import { clueSamplers, clueTypeFits, type SampleContext } from "./clue-samplers.js";
import { drawHiddenGrid, type HiddenGrid } from "./hidden-grid.js";
import { NecessityIndex } from "./necessity.js";
import { testVocabulary } from "./test-vocabulary.js";

/** `count` clues true of a random hidden grid, of every type that fits it. */
function trueClues(seed: number, size: number, rows: number, count: number): { grid: HiddenGrid; clues: Clue[] } {
  const rng = createRng(seed);
  const pool = testVocabulary.attributes.map((a) => ({ id: a.name, name: a.name, values: a.values, numeric: a.values.every((v) => typeof v === "number") }));
  const grid = drawHiddenGrid(rng, pool, size, rows, true);
  const types = Object.keys(allClueTypesWeights).filter((t) => clueTypeFits(t as Clue["type"], grid, 0.2)) as Clue["type"][];
  const ctx: SampleContext = { rng, grid, usage: new Array<number>(rows + 1).fill(0), positionWeight: 0.2, knowledge: undefined };
  const clues: Clue[] = [];
  while (clues.length < count) {
    const sampled = clueSamplers[rng.pick(types)](ctx);
    if (sampled !== null) clues.push(sampled.clue);
  }
  return { grid, clues };
}

describe("NecessityIndex", () => {
  it("certifies only clues without which the rest has two solutions, and says when a transposition satisfies them all", () => {
    let certified = 0;
    let ambiguous = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { grid, clues } = trueClues(seed, 4 + (seed % 3), 3 + (seed % 2), 6 + (seed % 14));
      const puzzle = { size: grid.size, attributes: grid.attributes };
      const index = new NecessityIndex(grid);
      for (const clue of clues) index.add(clue);
      const kept = clues.map(() => true);
      const rng = createRng(seed);
      // Check, drop a clue that is not certified, and check again, to the end.
      for (;;) {
        const rest = clues.filter((_, i) => kept[i]);
        if (index.ambiguous) {
          ambiguous++;
          expect(countSolutions({ ...puzzle, clues: rest }).count).toBe(2);
        }
        const open: number[] = [];
        for (let c = 0; c < clues.length; c++) {
          if (!kept[c]) continue;
          if (index.isNecessary(c)) {
            certified++;
            const without = clues.filter((_, i) => kept[i] && i !== c);
            expect(countSolutions({ ...puzzle, clues: without }).count, `clue ${c} of seed ${seed}`).toBe(2);
          } else open.push(c);
        }
        if (open.length === 0) break;
        const c = rng.pick(open);
        kept[c] = false;
        index.drop(c);
      }
    }
    expect(certified).toBeGreaterThan(100);
    expect(ambiguous).toBeGreaterThan(10);
  });
});
