import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyStep, candidatesOf, createCandidateGrid, type Grid, type Puzzle, type Question, type Step, type Value } from "@zebra/model";
import { answerQuestion, countSolutions, createEngine, deduce, entails, solve, verifyStep } from "@zebra/solver";
import { allGrids, randomClue, randomPuzzle, rng, satisfiesAll } from "./testing/random.js";

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** Every top-level conclusion agrees with the hidden grid. */
function agreesWithHidden(steps: readonly Step[], hidden: Grid): string | null {
  for (const step of steps) {
    for (const c of step.conclusions) {
      const pos = hidden[c.entity.attr]!.indexOf(c.entity.value) + 1;
      if (c.kind === "at" && c.pos !== pos) return `false placement ${JSON.stringify(c)}`;
      if (c.kind === "not_at" && c.positions.includes(pos)) return `false elimination ${JSON.stringify(c)}`;
    }
  }
  return null;
}

describe("deductive solver on random puzzles whose clues are true of a hidden grid", () => {
  it("never concludes a false fact, and every step (and sub-step) passes verifyStep", () => {
    let steps = 0;
    const rules = new Set<string>();
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { puzzle, hidden } = randomPuzzle(seed, { size: [2, 7], attrs: [1, 5] });
        const result = deduce(puzzle);
        expect(result.status).not.toBe("contradiction");
        expect(agreesWithHidden(result.steps, hidden)).toBeNull();
        for (const step of result.steps) {
          rules.add(step.rule);
          steps++;
          const check = verifyStep(puzzle, step);
          expect(check, JSON.stringify(step)).toEqual({ ok: true });
          // no empty or no-op steps
          expect(step.conclusions.length).toBeGreaterThan(0);
        }
        if (result.status === "solved") expect(result.grid).toEqual(hidden);
      }),
      { seed: 4242, numRuns: 100 },
    );
    expect(steps).toBeGreaterThan(500);
    expect([...rules].sort()).toEqual(["clue", "clue-combination", "contradiction", "hidden-single", "naked-single"]);
  });

  it("writes every change into the trace: replaying the conclusions rebuilds the final grid", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { puzzle } = randomPuzzle(seed, { size: [2, 6], attrs: [1, 4] });
        const result = deduce(puzzle);
        const state = createCandidateGrid(puzzle);
        for (const step of result.steps) expect(applyStep(state, step), JSON.stringify(step)).toBe(true);
        expect(candidatesOf(state)).toEqual(result.candidates);
        // tracing does not change what tiers 1-2 find
        expect(deduce(puzzle, { maxTier: 2 }).candidates).toEqual(deduce(puzzle, { maxTier: 2, trace: false }).candidates);
      }),
      { seed: 99, numRuns: 150 },
    );
  });

  it("gives the same state incrementally (createEngine, clue by clue) as from scratch, for tiers 1 and 2", () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(1 as const, 2 as const), (seed, maxTier) => {
        const { puzzle } = randomPuzzle(seed, { size: [2, 7], attrs: [1, 5] });
        const engine = createEngine(puzzle, { maxTier });
        for (const clue of puzzle.clues) engine.addClue(clue);
        const whole = deduce(puzzle, { maxTier, trace: false });
        expect(engine.status).toBe(whole.status);
        expect(engine.candidates()).toEqual(whole.candidates);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

describe("complete solver", () => {
  it("finds the hidden grid among the solutions, and only solutions that satisfy every clue", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { puzzle, hidden } = randomPuzzle(seed, { size: [2, 7], attrs: [1, 5] });
        const counted = countSolutions(puzzle, { limit: 40 });
        expect(counted.count).toBeGreaterThan(0);
        for (const s of counted.solutions) expect(satisfiesAll(puzzle.clues, s, puzzle.size)).toBe(true);
        expect(new Set(counted.solutions.map((s) => JSON.stringify(s))).size).toBe(counted.count);
        if (counted.exhaustive) expect(counted.solutions.map((s) => JSON.stringify(s))).toContain(JSON.stringify(hidden));
        // the hidden grid's facts are never contradicted
        const attr = puzzle.attributes[0]!;
        const value = attr.values[0]!;
        const pos = hidden[attr.name]!.indexOf(value) + 1;
        expect(entails(puzzle, { kind: "at", entity: { attr: attr.name, value }, pos })).not.toBe("contradicted");
        // Tiers 1-2 suffice for the cross-check: the first property verifies every proof by
        // contradiction, and on random puzzles with many solutions those searches take seconds each.
        const deduced = deduce(puzzle, { trace: false, maxTier: 2 });
        if (deduced.status === "solved") expect(counted.count).toBe(1);
        if (counted.count === 1 && counted.exhaustive) expect(counted.solutions[0]).toEqual(hidden);
      }),
      { seed: 31337, numRuns: 200 },
    );
  });

  it("counts exactly what brute-force enumeration counts, on tiny puzzles with arbitrary (even false) clues", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const r = rng(seed);
        const { puzzle } = randomPuzzle(seed, { size: [2, 4], attrs: [1, 3], clues: [0, 6] });
        // add a few clues that may be false, to reach unsatisfiable and multiple cases too
        const extra = Array.from({ length: Math.floor(r() * 3) }, () => randomClue(r, puzzle.size, puzzle.attributes));
        const clues = [...puzzle.clues, ...extra];
        const p: Puzzle = { ...puzzle, clues };
        let expected = 0;
        for (const g of allGrids(p.size, p.attributes)) if (satisfiesAll(clues, g, p.size)) expected++;
        const counted = countSolutions(p, { limit: 100_000 });
        expect(counted.count).toBe(expected);
        expect(counted.exhaustive).toBe(true);
        const deduced = deduce(p);
        if (deduced.status === "contradiction") expect(expected).toBe(0);
        if (deduced.status === "solved") expect(expected).toBe(1);
        for (const step of deduced.steps) expect(verifyStep(p, step)).toEqual({ ok: true });
        const solved = solve(p);
        expect(solved.status).toBe(expected === 0 ? "unsatisfiable" : expected === 1 ? "unique" : "multiple");
        if (solved.status === "unsatisfiable") {
          const core = solved.conflict!;
          const sub = (idx: number[]) => ({ ...p, clues: idx.map((i) => clues[i]!) });
          expect(countSolutions(sub(core)).count).toBe(0);
          for (const i of core) expect(countSolutions(sub(core.filter((k) => k !== i))).count).toBeGreaterThan(0);
        }
      }),
      { seed: 5150, numRuns: 250 },
    );
  });

  it("answers questions with exactly the values brute-force enumeration finds, in value order", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const r = rng(seed);
        const { puzzle } = randomPuzzle(seed, { size: [2, 4], attrs: [1, 3], clues: [0, 6] });
        const extra = Array.from({ length: Math.floor(r() * 2) }, () => randomClue(r, puzzle.size, puzzle.attributes));
        const p: Puzzle = { ...puzzle, clues: [...puzzle.clues, ...extra] };
        const find = p.attributes[Math.floor(r() * p.attributes.length)]!;
        const other = p.attributes[Math.floor(r() * p.attributes.length)]!;
        const question: Question = {
          find: { attr: find.name },
          where: r() < 0.3 ? { pos: 1 + Math.floor(r() * p.size) } : { attr: other.name, value: other.values[Math.floor(r() * p.size)]! },
        };
        const answers = new Set<Value>();
        for (const g of allGrids(p.size, p.attributes)) {
          if (!satisfiesAll(p.clues, g, p.size)) continue;
          const pos = "pos" in question.where ? question.where.pos : g[question.where.attr]!.indexOf(question.where.value) + 1;
          answers.add(g[find.name]![pos - 1]!);
        }
        const expected = find.values.filter((v) => answers.has(v));
        const answer = answerQuestion(p, question);
        if (expected.length === 0) expect(answer).toEqual({ status: "unsatisfiable" });
        else if (expected.length === 1) expect(answer).toEqual({ status: "determined", value: expected[0] });
        else expect(answer).toEqual({ status: "undetermined", candidates: expected });
      }),
      { seed: 4242, numRuns: 200 },
    );
  });
});
