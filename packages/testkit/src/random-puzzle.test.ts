import { clueHolds, placementFromGrid, wordedClueTypes } from "@zebra/model";
import type { Clue } from "@zebra/model";
import { defaultVocabulary } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import { randomPuzzle } from "./random-puzzle.js";
import { createTestRng } from "./rng.js";

function types(clue: Clue, into: Set<string>): void {
  into.add(clue.type);
  if (clue.type === "any_of")
    clue.options.flat().forEach((c) => {
      types(c, into);
    });
}

describe("randomPuzzle", () => {
  it("makes puzzles whose every clue holds in the hidden grid, for every size 1..12", () => {
    const rng = createTestRng(3);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const size = 1 + (i % 12);
      const { puzzle, solution } = randomPuzzle(rng, { size, ...(i % 2 ? { vocabulary: defaultVocabulary } : {}) });
      const placement = placementFromGrid(solution, size);
      for (const clue of puzzle.clues) {
        types(clue, seen);
        expect(clueHolds(clue, placement), JSON.stringify(clue)).toBe(true);
      }
      for (const attribute of puzzle.attributes) {
        expect(new Set(attribute.values).size).toBe(size);
        expect([...solution[attribute.name]!].sort()).toEqual([...attribute.values].sort());
      }
    }
    expect([...seen].sort()).toEqual([...wordedClueTypes].sort());
  });

  it("is deterministic for a seed", () => {
    const a = randomPuzzle(createTestRng(9), { size: 6 });
    const b = randomPuzzle(createTestRng(9), { size: 6 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("makes any_of clues that sometimes have a false option", () => {
    const rng = createTestRng(5);
    let falseOptions = 0;
    for (let i = 0; i < 200; i++) {
      const { puzzle, solution } = randomPuzzle(rng, { size: 6, types: ["any_of"] });
      const placement = placementFromGrid(solution, 6);
      for (const clue of puzzle.clues) {
        if (clue.type !== "any_of") continue;
        for (const option of clue.options) if (option.some((c) => clueHolds(c, placement) === false)) falseOptions++;
      }
    }
    expect(falseOptions).toBeGreaterThan(50);
  });
});
