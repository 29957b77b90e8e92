import { describe, expect, it } from "vitest";
import { difficultyRatings, type Conclusion, type Fact, type Step } from "@zebra/model";
import { deduce, gradeSteps, rateTechniques, stepScore } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { randomPuzzle } from "./testing/random.js";

describe("gradeSteps", () => {
  it("grades an empty trace as easy", () => {
    expect(gradeSteps([])).toEqual({ level: "easy", rating: 1, score: 0, tier: 1, steps: 0 });
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
    const split = { entity: fact.entity, cases: [] };
    expect(stepScore({ ...base, tier: 2, rule: "clue-combination", clues: [0, 1, 2], premises: [fact], split })).toBe(6.5);
    const sub: Step = { ...base, rule: "clue", clues: [0] };
    expect(
      stepScore({
        ...base,
        tier: 3,
        rule: "contradiction",
        assumption: fact,
        subSteps: [sub, sub],
        clash: { conflict: { kind: "clue", clue: 0 }, facts: [fact] },
      }),
    ).toBe(8);
  });

  it("rates traces 1 to 10 by their techniques, as the table documents, whatever the grid's size", () => {
    const fact: Fact = { kind: "at", entity: { attr: "A", value: "x" }, pos: 1 };
    const conclusion: Conclusion = fact;
    const clue = (premises: number): Step => ({
      rule: "clue",
      tier: 1,
      clues: [0],
      premises: Array.from({ length: premises }, () => fact),
      conclusions: [conclusion],
    });
    const combination: Step = {
      rule: "clue-combination",
      tier: 2,
      clues: [0, 1],
      premises: [],
      conclusions: [conclusion],
      split: { entity: fact.entity, cases: [] },
    };
    const proof = (subSteps: number): Step => ({
      rule: "contradiction",
      tier: 3,
      clues: [0],
      premises: [],
      conclusions: [conclusion],
      assumption: fact,
      subSteps: Array.from({ length: subSteps }, () => clue(0)),
      clash: { conflict: { kind: "clue", clue: 0 }, facts: [fact] },
    });
    const times = (k: number, step: Step): Step[] => Array.from({ length: k }, () => step);
    const cases: [Step[], number][] = [
      [[...times(91, clue(1)), ...times(9, clue(2))], 1],
      [[...times(90, clue(1)), ...times(10, clue(2))], 2],
      [[...times(86, clue(0)), ...times(14, clue(3))], 2],
      [[...times(85, clue(0)), ...times(15, clue(2))], 3],
      [[...times(9, clue(0)), combination], 4],
      [[clue(0), ...times(3, combination)], 4],
      [times(4, combination), 5],
      [times(7, combination), 5],
      [times(8, combination), 6],
      [[...times(30, combination), proof(3)], 7],
      [[proof(12), proof(1)], 7],
      [[proof(13)], 8],
      [times(3, proof(2)), 8],
      [times(5, proof(2)), 8],
      [[...times(4, proof(2)), proof(20)], 9],
      [times(6, proof(2)), 9],
      [times(11, proof(2)), 9],
      [times(12, proof(2)), 10],
      [[...times(11, proof(2)), proof(13), proof(14)], 10],
    ];
    for (const [steps, rating] of cases) {
      const grade = gradeSteps(steps);
      expect(grade.rating, JSON.stringify(steps.map((s) => s.rule))).toBe(rating);
      // The level is the named range that holds the rating.
      const [lo, hi] = difficultyRatings[grade.level];
      expect(rating >= lo && rating <= hi).toBe(true);
    }
    expect(rateTechniques({ tier: 1, clueSteps: 0, multiPremiseSteps: 0, combinations: 0, contradictions: 0, longContradictions: 0 })).toBe(1);
  });

  it("keeps the levels' meaning: hard needs 4 combinations or a short proof, expert 3 proofs or a long one", () => {
    const fact: Fact = { kind: "at", entity: { attr: "A", value: "x" }, pos: 1 };
    const combination: Step = {
      rule: "clue-combination",
      tier: 2,
      clues: [0, 1],
      premises: [],
      conclusions: [fact],
      split: { entity: fact.entity, cases: [] },
    };
    const proof = (subSteps: number): Step => ({
      rule: "contradiction",
      tier: 3,
      clues: [0],
      premises: [],
      conclusions: [fact],
      assumption: fact,
      subSteps: Array.from({ length: subSteps }, () => combination),
      clash: { conflict: { kind: "clue", clue: 0 }, facts: [fact] },
    });
    expect(gradeSteps([combination, combination, combination]).level).toBe("medium");
    expect(gradeSteps([combination, combination, combination, combination]).level).toBe("hard");
    expect(gradeSteps([proof(12), proof(12)]).level).toBe("hard");
    expect(gradeSteps([proof(13)]).level).toBe("expert");
    expect(gradeSteps([proof(1), proof(1), proof(1)]).level).toBe("expert");
  });
});
