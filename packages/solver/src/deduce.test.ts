import { describe, expect, it } from "vitest";
import type { Clue, Puzzle } from "@zebra/model";
import { countSolutions, deduce, deduceWithoutGrids, solve, verifyStep } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { satisfiesAll } from "./testing/random.js";

const pets = { name: "Pet", values: ["cat", "dog", "fish"] };
const ages = { name: "Age", values: [20, 30, 40] };
const p = (clues: Clue[], attributes = [pets, ages]): Puzzle => ({ format: "zebra-puzzle/1", size: 3, attributes, clues });

describe("deduce", () => {
  it("deduceWithoutGrids gives what deduce gives but the grids, solved, stuck or contradictory", () => {
    const contradictory: Clue[] = [
      { type: "at", a: { attr: "Pet", value: "cat" }, pos: 1 },
      { type: "ends", a: { attr: "Pet", value: "dog" } },
      { type: "right_of", a: { attr: "Pet", value: "cat" }, b: { attr: "Pet", value: "fish" } },
    ];
    const stuck: Clue[] = [{ type: "next_to", a: { attr: "Pet", value: "cat" }, b: { attr: "Pet", value: "dog" } }];
    const cases = [
      [einstein(), {}],
      [einstein(), { trace: false }],
      [einstein(), { maxTier: 1 as const }],
      [p(stuck), {}],
      [p(contradictory), {}],
    ] as const;
    const statuses = new Set<string>();
    for (const [puzzle, options] of cases) {
      const { grid, candidates, ...rest } = deduce(puzzle, options);
      expect(deduceWithoutGrids(puzzle, options)).toEqual(rest);
      statuses.add(rest.status);
    }
    expect([...statuses].sort()).toEqual(["contradiction", "solved", "stuck"]);
  });

  it("reports contradictory clues as data, with a conflict, and solve names a minimal core", () => {
    const clues: Clue[] = [
      { type: "at", a: { attr: "Pet", value: "cat" }, pos: 1 },
      { type: "ends", a: { attr: "Pet", value: "dog" } },
      { type: "right_of", a: { attr: "Pet", value: "cat" }, b: { attr: "Pet", value: "fish" } },
    ];
    const result = deduce(p(clues));
    expect(result.status).toBe("contradiction");
    expect(result.conflict).toBeDefined();
    const solved = solve(p(clues));
    expect(solved.status).toBe("unsatisfiable");
    expect(solved.conflict).toEqual([0, 2]);
  });

  it("is stuck on an under-constrained puzzle, and solve lists two different solutions", () => {
    const clues: Clue[] = [{ type: "next_to", a: { attr: "Pet", value: "cat" }, b: { attr: "Pet", value: "dog" } }];
    const result = deduce(p(clues));
    expect(result.status).toBe("stuck");
    const solved = solve(p(clues));
    expect(solved.status).toBe("multiple");
    expect(solved.solutions).toHaveLength(2);
    expect(solved.solutions[0]).not.toEqual(solved.solutions[1]);
    for (const s of solved.solutions) expect(satisfiesAll(clues, s, 3)).toBe(true);
  });

  it("reads numeric comparisons: the oldest is not younger than anyone", () => {
    const clues: Clue[] = [
      { type: "less_than", attr: "Age", a: { attr: "Pet", value: "cat" }, b: { attr: "Pet", value: "dog" } },
      { type: "less_than", attr: "Age", a: { attr: "Pet", value: "dog" }, b: { attr: "Pet", value: "fish" } },
      { type: "at", a: { attr: "Age", value: 20 }, pos: 2 },
      { type: "difference", attr: "Age", a: { pos: 3 }, b: { pos: 2 }, d: 10 },
    ];
    const result = deduce(p(clues));
    expect(result.status).toBe("solved");
    expect(result.grid).toEqual({ Pet: ["fish", "cat", "dog"], Age: [40, 20, 30] });
    for (const step of result.steps) expect(verifyStep(p(clues), step)).toEqual({ ok: true });
    expect(countSolutions(p(clues)).count).toBe(1);
  });

  it("handles constant positions and any_of", () => {
    const clues: Clue[] = [
      { type: "any_of", options: [[{ type: "at", a: { attr: "Pet", value: "cat" }, pos: 1 }], [{ type: "at", a: { attr: "Pet", value: "cat" }, pos: 3 }]] },
      { type: "left_of", a: { pos: 2 }, b: { attr: "Pet", value: "cat" } },
      { type: "next_to", a: { attr: "Pet", value: "dog" }, b: { pos: 3 } },
    ];
    const result = deduce(p(clues, [pets]));
    expect(result.status).toBe("solved");
    expect(result.grid).toEqual({ Pet: ["fish", "dog", "cat"] });
    for (const step of result.steps) expect(verifyStep(p(clues, [pets]), step)).toEqual({ ok: true });
  });

  it("stops after maxSteps, and runs without a trace", () => {
    const puzzle = einstein();
    const limited = deduce(puzzle, { maxSteps: 5 });
    expect(limited.steps).toHaveLength(5);
    expect(limited.status).toBe("stuck");
    const quiet = deduce(puzzle, { trace: false });
    expect(quiet.status).toBe("solved");
    expect(quiet.steps).toEqual([]);
    expect(quiet.grid).toEqual(puzzle.solution);
  });

  it("solves a one-position puzzle and a puzzle with no clues", () => {
    expect(deduce({ size: 1, attributes: [{ name: "Pet", values: ["cat"] }], clues: [] }).status).toBe("solved");
    expect(deduce(p([])).status).toBe("stuck");
    expect(countSolutions(p([]), { limit: 100 }).count).toBe(36);
  });

  it("never cites a premise whose removal keeps the step valid (minimal premises)", () => {
    const puzzle = einstein();
    for (const step of deduce(puzzle).steps) {
      if (step.rule !== "clue") continue;
      for (let i = 0; i < step.premises.length; i++) {
        const weaker = { ...step, premises: step.premises.filter((_, j) => j !== i) };
        expect(verifyStep(puzzle, weaker).ok).toBe(false);
      }
    }
  });
});
