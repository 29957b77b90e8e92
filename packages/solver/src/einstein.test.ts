import { describe, expect, it } from "vitest";
import type { Clue } from "@zebra/model";
import { answerQuestion, countSolutions, deduce, entails, solve, verifyStep } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { satisfiesAll } from "./testing/random.js";

describe("the Einstein puzzle", () => {
  const puzzle = einstein();

  it("is solved by deduction, with the published solution", () => {
    const result = deduce(puzzle);
    expect(result.status).toBe("solved");
    expect(result.grid).toEqual(puzzle.solution);
    expect(result.usedClues).toEqual(puzzle.clues.map((_, i) => i));
  });

  it("needs only tier 1 (one clue at a time, plus singles) with the default options", () => {
    const result = deduce(puzzle);
    expect(result.tier).toBe(1);
    expect(result.steps.every((s) => s.tier === 1)).toBe(true);
    // and tier 1 alone is enough
    expect(deduce(puzzle, { maxTier: 1 }).status).toBe("solved");
  });

  it("has every step verified on its own", () => {
    for (const step of deduce(puzzle).steps) expect(verifyStep(puzzle, step)).toEqual({ ok: true });
  });

  it("has exactly one solution", () => {
    const counted = countSolutions(puzzle);
    expect(counted.count).toBe(1);
    expect(counted.exhaustive).toBe(true);
    expect(counted.solutions[0]).toEqual(puzzle.solution);
    expect(solve(puzzle).status).toBe("unique");
  });

  it("answers its question: the German owns the zebra", () => {
    expect(answerQuestion(puzzle)).toEqual({ status: "determined", value: "German" });
    expect(entails(puzzle, { kind: "at", entity: { attr: "Drink", value: "water" }, pos: 1 })).toBe("entailed");
  });

  describe("with clue 4 read as 'somewhere to the left'", () => {
    const clues: Clue[] = puzzle.clues.map((c, i) => (i === 3 && c.type === "immediately_left" ? { ...c, type: "left_of" } : c));
    const variant = { ...puzzle, clues };

    it("has seven solutions, all listed and all satisfying the clues", () => {
      const counted = countSolutions(variant, { limit: 10 });
      expect(counted.count).toBe(7);
      expect(counted.exhaustive).toBe(true);
      const keys = new Set(counted.solutions.map((s) => JSON.stringify(s)));
      expect(keys.size).toBe(7);
      for (const s of counted.solutions) expect(satisfiesAll(clues, s, 5)).toBe(true);
      expect(keys.has(JSON.stringify(puzzle.solution))).toBe(true);
      // The seven solutions, by the position of the green house and who owns the zebra.
      const summary = counted.solutions
        .map((s) => `green@${s.Color!.indexOf("green") + 1} white@${s.Color!.indexOf("white") + 1} zebra:${s.Nationality![s.Pet!.indexOf("zebra")]}`)
        .sort();
      expect(summary).toHaveLength(7);
    });

    it("leaves the deductive solver stuck, and the question open", () => {
      const result = deduce(variant);
      expect(result.status).toBe("stuck");
      for (const step of result.steps) expect(verifyStep(variant, step)).toEqual({ ok: true });
      const solve7 = solve(variant, { limit: 8 });
      expect(solve7.status).toBe("multiple");
      expect(solve7.count).toBe(7);
      expect(answerQuestion(variant).status).toBe("undetermined");
    });
  });
});
