import { describe, expect, it } from "vitest";
import type { Step } from "@zebra/model";
import { deduce, gradeSteps, stepScore } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { randomPuzzle } from "./testing/random.js";

describe("gradeSteps", () => {
  it("grades an empty trace as easy", () => {
    expect(gradeSteps([])).toEqual({ level: "easy", score: 0, tier: 1, steps: 0 });
  });

  it("sums step scores and reports the highest tier", () => {
    const { steps, grade } = deduce(einstein());
    const total = steps.reduce((s, step) => s + stepScore(step), 0);
    expect(grade.score).toBeCloseTo(total, 1);
    expect(grade.tier).toBe(1);
    expect(grade.steps).toBe(steps.length);
    expect(["easy", "medium"]).toContain(grade.level);
  });

  it("puts traces that need contradictions at hard or expert, and combinations at medium or above", () => {
    let sawTier2 = false;
    let sawTier3 = false;
    for (let seed = 1; seed < 400 && !(sawTier2 && sawTier3); seed++) {
      const { puzzle } = randomPuzzle(seed, { size: [4, 5], attrs: [2, 3], numericShare: 0 });
      const { steps, grade } = deduce(puzzle);
      if (grade.tier === 3) {
        sawTier3 = true;
        expect(["hard", "expert"]).toContain(grade.level);
      } else if (grade.tier === 2) {
        sawTier2 = true;
        expect(["medium", "hard"]).toContain(grade.level);
      }
      // the score grows with the trace
      if (steps.length > 1) expect(gradeSteps(steps).score).toBeGreaterThan(gradeSteps(steps.slice(0, -1)).score);
    }
    expect(sawTier2 && sawTier3).toBe(true);
  });

  it("scores each rule as documented", () => {
    const base = { tier: 1 as const, clues: [], premises: [], conclusions: [] };
    const fact = { kind: "at" as const, entity: { attr: "A", value: "x" }, pos: 1 };
    expect(stepScore({ ...base, rule: "naked-single", attr: "A", pos: 1 })).toBe(1);
    expect(stepScore({ ...base, rule: "clue", clues: [0], premises: [fact, fact] })).toBe(2);
    expect(stepScore({ ...base, tier: 2, rule: "clue-combination", clues: [0, 1, 2], premises: [fact] })).toBe(6.5);
    const sub: Step = { ...base, rule: "clue", clues: [0] };
    expect(stepScore({ ...base, tier: 3, rule: "contradiction", assumption: fact, subSteps: [sub, sub], conflict: { kind: "clue", clue: 0 } })).toBe(8);
  });
});
