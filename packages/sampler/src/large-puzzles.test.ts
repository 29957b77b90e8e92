// Hard and expert puzzles at 10×10 and 12×12 keep the promises of every generated puzzle: one
// solution (the hidden grid, by the complete solver), and a solution whose every step and
// sub-step follows from what it cites (verifyStep), graded as the level asked for.
import { describe, expect, it } from "vitest";
import { applyStep, candidatesOf, clueHolds, createCandidateGrid, placementFromGrid, type Difficulty, type Step } from "@zebra/model";
import { countSolutions, deduce, verifyStep } from "@zebra/solver";
import { difficultyTargets } from "./difficulty.js";
import { generatePuzzle } from "./generate-puzzle.js";
import { testVocabulary } from "./internal/test-vocabulary.js";
import type { SamplerVocabulary } from "./options.js";

/** The test vocabulary and two more attributes: enough for 12×12. */
const vocabulary: SamplerVocabulary = {
  id: "test-large",
  attributes: [...testVocabulary.attributes, ...["Tree", "Song"].map((name) => ({ name, values: Array.from({ length: 12 }, (_, i) => `${name}${i + 1}`) }))],
};

/** Every step and sub-step, depth first. */
function allSteps(steps: readonly Step[]): Step[] {
  return steps.flatMap((s) => (s.rule === "contradiction" ? [s, ...allSteps(s.subSteps)] : [s]));
}

describe("hard and expert puzzles at 10×10 and 12×12", () => {
  const cases: [number, Difficulty, number][] = [
    [10, "hard", 1],
    [10, "expert", 2],
    [12, "hard", 3],
    [12, "expert", 4],
  ];
  for (const [size, difficulty, seed] of cases) {
    it(`${size}×${size} ${difficulty}: unique, true, and faithful step by step`, () => {
      const result = generatePuzzle({ size, attributes: size, vocabulary, seed, difficulty });
      if (!result.ok) throw new Error(result.issues.map((i) => i.message).join("; "));
      const { puzzle, steps, grade } = result;
      const [lo, hi] = difficultyTargets[difficulty].ratings;
      expect(grade.level).toBe(difficulty);
      expect(grade.rating).toBeGreaterThanOrEqual(lo);
      expect(grade.rating).toBeLessThanOrEqual(hi);
      expect(steps.some((s) => s.rule === "contradiction")).toBe(true);
      // True clues, one solution: the hidden grid.
      const truth = placementFromGrid(puzzle.solution!, size);
      for (const clue of puzzle.clues) expect(clueHolds(clue, truth)).toBe(true);
      const counted = countSolutions(puzzle);
      expect(counted.count).toBe(1);
      expect(counted.solutions[0]).toEqual(puzzle.solution);
      // Each step and sub-step follows from its clues and premises; replayed, the steps solve it.
      for (const step of allSteps(steps)) expect(verifyStep(puzzle, step)).toEqual({ ok: true });
      const state = createCandidateGrid(puzzle);
      for (const step of steps) applyStep(state, step);
      const solved = candidatesOf(state);
      for (const attribute of puzzle.attributes) expect(solved[attribute.name]).toEqual(puzzle.solution![attribute.name]!.map((value) => [value]));
      // The trace is the one a user gets from the puzzle alone.
      expect(deduce(JSON.parse(JSON.stringify(puzzle)), { maxTier: 3 }).steps).toEqual(steps);
    });
  }
});
