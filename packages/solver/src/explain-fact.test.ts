import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Clue, Fact, Puzzle, Step } from "@zebra/model";
import { deduce, explainFact, verifyStep } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { randomPuzzle } from "./testing/random.js";
import { Replay } from "./testing/replay.js";

const at = (attr: string, value: string | number, pos: number): Fact => ({ kind: "at", entity: { attr, value }, pos });

/** The derived steps of a statement (failing the test otherwise). */
function derived(puzzle: Puzzle, statement: Fact | Clue): readonly Step[] {
  const why = explainFact(puzzle, statement);
  if (why.status !== "derived") throw new Error(`not derived: ${why.status}`);
  return why.steps;
}

/** The steps replay from an empty grid, each verified, and leave the grid showing `fact`. */
function expectDerivation(puzzle: Puzzle, steps: readonly Step[], shows: (replay: Replay) => boolean): void {
  for (const step of steps) expect(verifyStep(puzzle, step)).toEqual({ ok: true });
  const replay = new Replay(puzzle);
  expect(replay.run(steps)).toBeNull();
  expect(shows(replay)).toBe(true);
  // and no step can be left out
  for (let i = 0; i < steps.length; i++) {
    const fewer = new Replay(puzzle);
    const problem = fewer.run(steps.filter((_, k) => k !== i));
    expect(problem !== null || !shows(fewer), `step ${i + 1} of ${steps.length} can be left out`).toBe(true);
  }
}

describe("explainFact", () => {
  const puzzle = einstein();
  const trace = deduce(puzzle).steps;

  it("explains a fact a clue states with that one step", () => {
    const fact = at("Nationality", "Norwegian", 1);
    const steps = derived(puzzle, fact);
    expect(steps).toHaveLength(1);
    const clue = puzzle.clues.findIndex((c) => c.type === "at" && "value" in c.a && c.a.value === "Norwegian");
    expect(steps[0]!.clues).toEqual([clue]);
    expect(steps[0]!.conclusions).toContainEqual(fact);
    expectDerivation(puzzle, steps, (r) => r.shows(fact));
  });

  it("explains a relation with a short chain of the solution's steps, in order, that ends on it", () => {
    const same: Clue = { type: "same", a: { attr: "Pet", value: "zebra" }, b: { attr: "Nationality", value: "German" } };
    const steps = derived(puzzle, same);
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.length).toBeLessThan(trace.length);
    // a sub-sequence of the solution
    const texts = trace.map((s) => JSON.stringify(s));
    let from = 0;
    for (const step of steps) {
      from = texts.indexOf(JSON.stringify(step), from) + 1;
      expect(from).toBeGreaterThan(0);
    }
    // the zebra is in no clue: it is placed once the other pets are, so most of the solution is needed
    const zebra = deduce(puzzle).grid["Pet"]!.indexOf("zebra") + 1;
    expectDerivation(puzzle, steps, (r) => r.shows(at("Pet", "zebra", zebra)) && r.shows(at("Nationality", "German", zebra)));
  });

  it("explains eliminations, and facts that need no step", () => {
    const notAt: Fact = { kind: "not_at", entity: { attr: "Nationality", value: "Norwegian" }, positions: [2, 3] };
    expect(derived(puzzle, notAt)).toHaveLength(1);
    expect(derived(puzzle, { kind: "among", entity: { attr: "Pet", value: "zebra" }, positions: [1, 2, 3, 4, 5] })).toEqual([]);
  });

  it("says when a statement is false, not forced, or when the clues have no solution", () => {
    expect(explainFact(puzzle, at("Nationality", "Norwegian", 2))).toEqual({ status: "contradicted" });
    expect(explainFact(puzzle, { type: "same", a: { attr: "Pet", value: "zebra" }, b: { attr: "Nationality", value: "Dane" } })).toEqual({
      status: "contradicted",
    });
    const loose: Puzzle = { ...puzzle, clues: puzzle.clues.slice(0, 3) };
    expect(explainFact(loose, at("Pet", "zebra", 4))).toEqual({ status: "open" });
    const broken: Puzzle = { ...puzzle, clues: [...puzzle.clues, { type: "at", a: { attr: "Nationality", value: "Norwegian" }, pos: 2 }] };
    expect(explainFact(broken, at("Pet", "zebra", 4))).toEqual({ status: "unsatisfiable" });
  });

  it("says when a true statement is beyond the tiers the solution may use", () => {
    for (let seed = 1; seed < 500; seed++) {
      const { puzzle: p, hidden } = randomPuzzle(seed, { size: [4, 5], attrs: [2, 3], numericShare: 0 });
      if (deduce(p).status !== "solved" || deduce(p, { maxTier: 1 }).status === "solved") continue;
      const open = deduce(p, { maxTier: 1 }).candidates;
      const attr = p.attributes.find((a) => open[a.name]!.some((c) => c.length > 1))!;
      const pos = open[attr.name]!.findIndex((c) => c.length > 1) + 1;
      const fact = at(attr.name, hidden[attr.name]![pos - 1]!, pos);
      expect(explainFact(p, fact, { maxTier: 1 })).toEqual({ status: "stuck" });
      expect(explainFact(p, fact).status).toBe("derived");
      return;
    }
    throw new Error("no puzzle needs more than tier 1");
  });

  it("rejects statements about values the puzzle does not have", () => {
    expect(() => explainFact(puzzle, at("Pet", "unicorn", 1))).toThrow(RangeError);
    expect(() => explainFact(puzzle, at("Pet", "zebra", 6))).toThrow(RangeError);
    expect(() => explainFact(puzzle, { type: "same", a: { attr: "Pet", value: "zebra" }, b: { attr: "Color", value: "mauve" } })).toThrow(RangeError);
  });

  it("derives every true fact of random puzzles with a minimal, verified sub-trace", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(), (seed, pick) => {
        const { puzzle: p } = randomPuzzle(seed, { size: [3, 5], attrs: [2, 4], numericShare: 0.2 });
        const result = deduce(p);
        if (result.status !== "solved") return;
        const attribute = p.attributes[pick % p.attributes.length]!;
        const pos = (pick % p.size) + 1;
        const fact = at(attribute.name, result.grid[attribute.name]![pos - 1]!, pos);
        expectDerivation(p, derived(p, fact), (r) => r.shows(fact));
      }),
      { seed: 1515, numRuns: 30 },
    );
  });
});
