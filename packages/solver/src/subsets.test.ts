import { describe, expect, it } from "vitest";
import type { Puzzle } from "@zebra/model";
import { countSolutions, createSubsetSolver, deduce } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { randomPuzzle, rng } from "./testing/random.js";

/** The puzzle with only the flagged clues. */
function only(puzzle: Puzzle, flags: readonly boolean[]): Puzzle {
  return { ...puzzle, clues: puzzle.clues.filter((_, i) => flags[i]) };
}

describe("createSubsetSolver", () => {
  it("deduces each subset as deduce does from scratch, and counts as countSolutions does", () => {
    let solvedCases = 0;
    let tier2Cases = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { puzzle } = randomPuzzle(seed, { size: [3, 5], attrs: [2, 4], clues: [4, 24] });
      const subsets = createSubsetSolver(puzzle);
      const r = rng(seed * 7919);
      for (let trial = 0; trial < 3; trial++) {
        const keep = puzzle.clues.map(() => r() < 0.8);
        const alone = only(puzzle, keep);
        // Half the time from a base: some of the included clues, deduced beforehand.
        subsets.setBase(keep.map((k) => k && trial % 2 === 1 && r() < 0.5));
        for (const maxTier of [1, 2, 3] as const) {
          const expected = deduce(alone, { maxTier, trace: false });
          const got = subsets.deduce(keep, { maxTier });
          expect(got.status, `seed ${seed} trial ${trial} tier ${maxTier}`).toBe(expected.status);
          expect(got.tier).toBe(expected.tier);
          if (got.status === "solved") solvedCases++;
          if (got.tier === 2) tier2Cases++;
        }
        expect(subsets.isUnique(keep)).toBe(countSolutions(alone).count === 1);
      }
    }
    // The cases cover solved puzzles and clue combinations.
    expect(solvedCases).toBeGreaterThan(40);
    expect(tier2Cases).toBeGreaterThan(5);
  });

  it("names the clues a tier-1 solve used: the others can go and it still solves", () => {
    let pruned = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { puzzle } = randomPuzzle(seed, { size: [3, 6], attrs: [2, 4] });
      const subsets = createSubsetSolver(puzzle);
      const all = puzzle.clues.map(() => true);
      const result = subsets.deduce(all);
      if (result.status !== "solved") continue;
      const used = new Set(result.usedClues);
      const keep = puzzle.clues.map((_, i) => used.has(i));
      pruned += puzzle.clues.length - used.size;
      expect(deduce(only(puzzle, keep), { maxTier: 1, trace: false }).status).toBe("solved");
      expect(subsets.deduce(keep).status).toBe("solved");
    }
    expect(pruned).toBeGreaterThan(50);
  });

  it("extends a tier-1 fixpoint as deduce solves the union of the clues, leaving the one it started from as it was", () => {
    let solvedCases = 0;
    let unsolvedCases = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { puzzle } = randomPuzzle(seed, { size: [3, 6], attrs: [2, 4], clues: [4, 24] });
      const subsets = createSubsetSolver(puzzle);
      const r = rng(seed * 104729);
      const start = puzzle.clues.map(() => r() < 0.5);
      const from = subsets.fixpoint(start);
      expect(from.solved).toBe(deduce(only(puzzle, start), { maxTier: 1, trace: false }).status === "solved");
      // Two extensions in turn, the first released so that the second reuses its state.
      for (let trial = 0; trial < 2; trial++) {
        const added = puzzle.clues.map((_, i) => i).filter(() => r() < 0.8);
        const union = start.map((k, i) => k || added.includes(i));
        const extended = from.with(added);
        const expected = deduce(only(puzzle, union), { maxTier: 1, trace: false }).status === "solved";
        expect(extended.solved, `seed ${seed} trial ${trial}`).toBe(expected);
        expect(extended.with([]).solved).toBe(expected);
        extended.release();
        if (expected) solvedCases++;
        else unsolvedCases++;
      }
      expect(from.with([]).solved).toBe(from.solved);
      from.release();
      expect(() => from.with([])).toThrow();
    }
    expect(solvedCases).toBeGreaterThan(5);
    expect(unsolvedCases).toBeGreaterThan(5);
  });

  it("gives the same answer whatever was asked before", () => {
    const puzzle = einstein();
    const subsets = createSubsetSolver(puzzle);
    const all = puzzle.clues.map(() => true);
    const without = (k: number): boolean[] => puzzle.clues.map((_, i) => i !== k);
    const first = puzzle.clues.map((_, k) => subsets.deduce(without(k)).status);
    subsets.isUnique(without(3));
    subsets.deduce(all, { maxTier: 3 });
    expect(puzzle.clues.map((_, k) => subsets.deduce(without(k)).status)).toEqual(first);
    expect(subsets.deduce(all).status).toBe("solved");
    // Every clue of the classic puzzle is needed.
    expect(first.every((status) => status !== "solved")).toBe(true);
    expect(() => subsets.deduce([true])).toThrow(RangeError);
    subsets.setBase(without(0));
    expect(subsets.deduce(all).status).toBe("solved");
    expect(() => subsets.deduce(without(1))).toThrow(RangeError);
  });
});
