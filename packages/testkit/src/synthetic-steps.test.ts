import { applyStep, createCandidateGrid, isContradictory, stepRules } from "@zebra/model";
import type { Fact, Grid, Step } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { randomPuzzle } from "./random-puzzle.js";
import { createTestRng } from "./rng.js";
import { syntheticSteps } from "./synthetic-steps.js";

function factHolds(fact: Fact, grid: Grid): boolean {
  const pos = grid[fact.entity.attr]!.indexOf(fact.entity.value) + 1;
  if (fact.kind === "at") return pos === fact.pos;
  if (fact.kind === "not_at") return !fact.positions.includes(pos);
  return fact.positions.includes(pos);
}

describe("syntheticSteps", () => {
  it("makes steps of every rule whose facts are true (and whose assumptions are false)", () => {
    const rng = createTestRng(11);
    const rules = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { puzzle, solution } = randomPuzzle(rng, { size: 2 + (i % 10) });
      const steps = syntheticSteps(rng, puzzle, solution, 6);
      const check = (step: Step): void => {
        rules.add(step.rule);
        for (const fact of [...step.premises, ...step.conclusions]) expect(factHolds(fact, solution), JSON.stringify(fact)).toBe(true);
        for (const clue of step.clues) expect(clue).toBeLessThan(puzzle.clues.length);
        if (step.rule === "contradiction") {
          expect(factHolds(step.assumption, solution)).toBe(false);
          step.subSteps.forEach(check);
        }
      };
      steps.forEach(check);
      const state = createCandidateGrid(puzzle);
      for (const step of steps) applyStep(state, step);
      expect(isContradictory(state)).toBe(false);
    }
    expect([...rules].sort()).toEqual([...stepRules].sort());
  });
});
