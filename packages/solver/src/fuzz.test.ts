// Input fuzzing of the solvers: puzzles that the parser accepts but that are contradictory,
// wildly under-constrained, as small (one house) or as large (20 houses, 32 attributes, 5,000
// clues) as the format allows. Every case must end in a correct result within a time limit and
// in bounded memory; never an exception. Each test says how many cases it ran.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clueHolds,
  clueTypes,
  maxAttributes,
  maxClues,
  maxSize,
  parsePuzzle,
  placementFromGrid,
  type Attribute,
  type Clue,
  type Entity,
  type Grid,
  type Puzzle,
} from "@zebra/model";
import { countSolutions, deduce, solve, verifyStep, type SolveResult } from "@zebra/solver";
import { randomClue, randomPuzzle, rng, satisfiesAll } from "./testing/random.js";

/**
 * A case slower than this is a hang, not a slow machine: the largest cases here take well under
 * a second. (Speed itself is measured by the benchmarks, not here.)
 */
const hangLimitMs = 10_000;

/** Runs solver cases, collecting failures (exceptions, wrong answers, hangs) instead of stopping at the first. */
class FuzzRun {
  cases = 0;
  readonly failures: string[] = [];

  constructor(readonly name: string) {}

  /** Runs one case; `body` returns its problems (empty when the case is right). */
  case(label: string, body: () => string[]): void {
    this.cases++;
    const started = performance.now();
    let problems: string[];
    try {
      problems = body();
    } catch (error) {
      problems = [`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
    }
    const ms = performance.now() - started;
    if (ms > hangLimitMs) problems.push(`took ${Math.round(ms)} ms`);
    if (problems.length > 0 && this.failures.length < 20) this.failures.push(`${label}: ${problems.join("; ")}`);
  }

  finish(expectedCases?: number): void {
    expect(this.failures).toEqual([]);
    if (expectedCases !== undefined) expect(this.cases).toBe(expectedCases);
    console.log(`fuzz solver (${this.name}): ${this.cases.toLocaleString("en")} cases, 0 failures`);
  }
}

/** Parses a document the way a file is read, so that every case is a puzzle the parser accepts. */
function parsed(doc: unknown): Puzzle {
  const result = parsePuzzle(JSON.stringify(doc));
  if (!result.ok) throw new Error(`the parser rejects the case: ${JSON.stringify(result.issues)}`);
  return result.value;
}

function documentOf(size: number, attributes: readonly Attribute[], clues: readonly Clue[]): unknown {
  return { format: "zebra-puzzle/1", size, attributes: Object.fromEntries(attributes.map((a) => [a.name, a.values])), clues };
}

/** The minimal conflict the old, clue-by-clue algorithm finds: drop each clue from the last while the rest stays unsatisfiable. */
function conflictOneByOne(puzzle: Puzzle): number[] {
  let kept = puzzle.clues.map((_, i) => i);
  for (let i = puzzle.clues.length - 1; i >= 0; i--) {
    const without = kept.filter((k) => k !== i);
    if (countSolutions({ ...puzzle, clues: without.map((k) => puzzle.clues[k]!) }, { limit: 1 }).count === 0) kept = without;
  }
  return kept;
}

/** What is wrong with `solve`'s answer to an unsatisfiable puzzle: its conflict must conflict and be minimal. */
function conflictProblems(puzzle: Puzzle, solved: SolveResult, mustInclude?: number): string[] {
  if (solved.status !== "unsatisfiable") return [`status ${solved.status}, expected unsatisfiable`];
  const core = solved.conflict ?? [];
  const sub = (indexes: readonly number[]): Puzzle => ({ ...puzzle, clues: indexes.map((i) => puzzle.clues[i]!) });
  const problems: string[] = [];
  if (core.length === 0) problems.push("empty conflict");
  if (countSolutions(sub(core), { limit: 1 }).count !== 0) problems.push(`conflict ${JSON.stringify(core)} is satisfiable`);
  for (const i of core)
    if (countSolutions(sub(core.filter((k) => k !== i)), { limit: 1 }).count === 0) problems.push(`conflict ${JSON.stringify(core)} does not need clue ${i}`);
  if (mustInclude !== undefined && !core.includes(mustInclude)) problems.push(`conflict ${JSON.stringify(core)} lacks clue ${mustInclude}`);
  return problems;
}

/** What is wrong with a deduction: a step that does not verify, or a verdict the complete solver contradicts. */
function deductionProblems(puzzle: Puzzle, solutions: number): string[] {
  const result = deduce(puzzle);
  const problems: string[] = [];
  if (result.status === "solved" && solutions !== 1) problems.push(`deduce solved a puzzle with ${solutions} solutions`);
  if (result.status === "contradiction" && solutions !== 0) problems.push(`deduce found a contradiction in a puzzle with ${solutions} solutions`);
  const visit = (steps: readonly (typeof result.steps)[number][]): void => {
    for (const step of steps) {
      const check = verifyStep(puzzle, step);
      if (!check.ok) problems.push(`step ${step.rule} does not verify: ${check.reason}`);
      if (step.rule === "contradiction") visit(step.subSteps);
    }
  };
  visit(result.steps);
  return problems;
}

describe("fuzz: the solvers", () => {
  it("one-house puzzles: every clue type on every kind of entity agrees with the single arrangement", () => {
    const run = new FuzzRun("one house");
    const attributes: Attribute[] = [
      { name: "Pet", values: ["cat"] },
      { name: "Age", values: [7] },
    ];
    const entities: Entity[] = [{ attr: "Pet", value: "cat" }, { attr: "Age", value: 7 }, { pos: 1 }];
    const clues: Clue[] = [];
    for (const type of clueTypes) {
      for (const a of entities) {
        for (const b of entities) {
          switch (type) {
            case "at":
            case "not_at":
              if ("attr" in a) clues.push({ type, a, pos: 1 });
              break;
            case "ends":
              if ("attr" in a) clues.push({ type, a });
              break;
            case "between":
            case "either":
            case "neither":
              for (const c of entities) clues.push({ type, a, b, c });
              break;
            case "one_each":
              for (const c of entities) clues.push({ type, a, b, of: [b, c] });
              break;
            case "all_different":
              clues.push({ type, of: [a, b] });
              break;
            case "ratio":
              for (const factor of [2, 0.5]) clues.push({ type, attr: "Age", a, b, factor });
              break;
            case "least":
            case "most":
              if (b === a) clues.push({ type, attr: "Age", a });
              break;
            case "distance":
              break; // no distance fits one house: the parser rejects every d
            case "less_than":
            case "greater_than":
              clues.push({ type, attr: "Age", a, b });
              break;
            case "difference":
              for (const d of [1, -1, 0.5]) clues.push({ type, attr: "Age", a, b, d });
              break;
            case "any_of":
              clues.push({ type, options: [[{ type: "not_same", a, b }], [{ type: "next_to", a, b }]] });
              clues.push({ type, options: [[{ type: "same", a, b }]] });
              break;
            default:
              clues.push({ type, a, b } as Clue);
          }
        }
      }
    }
    const grid: Grid = { Pet: ["cat"], Age: [7] };
    const placement = placementFromGrid(grid, 1);
    // Each clue alone, and each pair of clues.
    const sets: Clue[][] = [[], ...clues.map((c) => [c])];
    for (let i = 0; i < clues.length; i += 3) for (let j = i + 1; j < clues.length; j += 5) sets.push([clues[i]!, clues[j]!]);
    for (const set of sets) {
      run.case(JSON.stringify(set), () => {
        const puzzle = parsed(documentOf(1, attributes, set));
        const expected = set.every((c) => clueHolds(c, placement) === true) ? 1 : 0;
        const counted = countSolutions(puzzle, { limit: 5 });
        const problems: string[] = [];
        if (counted.count !== expected || !counted.exhaustive) problems.push(`count ${counted.count} (exhaustive ${counted.exhaustive}), expected ${expected}`);
        if (expected === 1 && JSON.stringify(counted.solutions[0]) !== JSON.stringify(grid)) problems.push("wrong solution");
        const solved = solve(puzzle);
        if (expected === 0) problems.push(...conflictProblems(puzzle, solved));
        else if (solved.status !== "unique") problems.push(`solve says ${solved.status}`);
        problems.push(...deductionProblems(puzzle, expected));
        return problems;
      });
    }
    // Every distance is out of range for one house.
    const distance = parsePuzzle(JSON.stringify(documentOf(1, attributes, [{ type: "distance", a: entities[0]!, b: entities[2]!, d: 1 }])));
    expect(distance.ok ? [] : distance.issues.map((i) => i.code)).toEqual(["distance-out-of-range"]);
    expect(clues.length).toBeGreaterThan(100);
    run.finish(sets.length);
  });

  it("self-contradictory clues at every size, alone and hidden among true clues, give a minimal conflict that names them", () => {
    const run = new FuzzRun("self-contradictions");
    const contradictions = (size: number, attributes: readonly Attribute[]): Clue[] => {
      const [x, y] = attributes[0]!.values;
      const X = { attr: attributes[0]!.name, value: x! };
      // With one house there is no second value: Y is X there.
      const Y = y === undefined ? X : { attr: attributes[0]!.name, value: y };
      const numeric = attributes.find((a) => typeof a.values[0] === "number");
      const out: Clue[] = [
        { type: "not_same", a: X, b: X },
        { type: "next_to", a: X, b: X },
        { type: "left_of", a: X, b: X },
        { type: "immediately_right", a: X, b: X },
        { type: "between", a: X, b: X, c: Y },
        { type: "any_of", options: [[{ type: "not_same", a: X, b: X }], [{ type: "left_of", a: Y, b: Y }]] },
      ];
      if (size >= 2) out.push({ type: "same", a: X, b: Y }, { type: "at", a: { pos: 1 }, pos: 2 });
      if (size >= 3) out.push({ type: "distance", a: X, b: X, d: 2 });
      if (numeric !== undefined) out.push({ type: "less_than", attr: numeric.name, a: X, b: X }, { type: "difference", attr: numeric.name, a: X, b: X, d: 1 });
      return out;
    };
    for (const size of [1, 2, 3, 5, 8, 12, maxSize]) {
      const seed = size * 7919;
      const { puzzle: base } = randomPuzzle(seed, { size: [size, size], attrs: [2, 4], clues: [size, size * 2] });
      for (const bad of contradictions(size, base.attributes)) {
        run.case(`size ${size}: ${JSON.stringify(bad)} alone`, () => {
          const puzzle = parsed(documentOf(size, base.attributes, [bad]));
          return [...conflictProblems(puzzle, solve(puzzle), 0), ...deductionProblems(puzzle, 0)];
        });
        run.case(`size ${size}: ${JSON.stringify(bad)} among true clues`, () => {
          const at = Math.floor(base.clues.length / 2);
          const clues = [...base.clues.slice(0, at), bad, ...base.clues.slice(at)];
          const puzzle = parsed(documentOf(size, base.attributes, clues));
          const solved = solve(puzzle);
          const problems = [...conflictProblems(puzzle, solved, at), ...deductionProblems(puzzle, 0)];
          if (JSON.stringify(solved.conflict) !== JSON.stringify([at])) problems.push(`conflict ${JSON.stringify(solved.conflict)}, expected [${at}]`);
          return problems;
        });
      }
    }
    run.finish();
  });

  it("a unique puzzle plus one false clue is unsatisfiable, with a minimal conflict through the added clue (property, 150 cases)", () => {
    const run = new FuzzRun("false clue added");
    let unsat = 0;
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 - 1 }), (seed) => {
        // Up to 6 houses: verifyStep searches exhaustively, and some steps about any_of clues
        // with numeric options take seconds to check at 8 houses.
        const { puzzle: base, hidden } = randomPuzzle(seed, { size: [2, 6], attrs: [1, 4], clues: [10, 50] });
        const r = rng(seed ^ 0x5eed);
        let extra: Clue;
        do extra = randomClue(r, base.size, base.attributes);
        while (clueHolds(extra, placementFromGrid(hidden, base.size)) !== false);
        const at = Math.floor(r() * (base.clues.length + 1));
        const clues = [...base.clues.slice(0, at), extra, ...base.clues.slice(at)];
        run.case(`seed ${seed}`, () => {
          const puzzle = parsed(documentOf(base.size, base.attributes, clues));
          const unique = countSolutions(parsed(documentOf(base.size, base.attributes, base.clues))).count === 1;
          const counted = countSolutions(puzzle, { limit: 3 });
          const problems: string[] = [];
          for (const s of counted.solutions) if (!satisfiesAll(puzzle.clues, s, puzzle.size)) problems.push("a solution breaks a clue");
          if (unique && counted.count !== 0) problems.push(`count ${counted.count}, expected 0 (the base puzzle was unique)`);
          if (counted.count === 0) {
            unsat++;
            const solved = solve(puzzle);
            problems.push(...conflictProblems(puzzle, solved, unique ? at : undefined));
            // The faster search finds the same conflict as dropping clues one by one.
            const oneByOne = conflictOneByOne(puzzle);
            if (JSON.stringify(solved.conflict) !== JSON.stringify(oneByOne))
              problems.push(`conflict ${JSON.stringify(solved.conflict)}, one by one ${JSON.stringify(oneByOne)}`);
          }
          problems.push(...deductionProblems(puzzle, counted.count));
          return problems;
        });
      }),
      { seed: 1234, numRuns: 150 },
    );
    expect(unsat).toBeGreaterThan(75);
    run.finish(150);
  });

  it("puzzles without clues, from 1 to 20 houses and 1 to 32 attributes: counting stops at the limit, deduction stalls cleanly, memory stays flat", () => {
    const run = new FuzzRun("no clues");
    const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
    for (const size of [1, 2, 3, 5, 10, maxSize]) {
      for (const count of [1, 2, 8, maxAttributes]) {
        const attributes: Attribute[] = Array.from({ length: count }, (_, a) => ({
          name: `A${a}`,
          values: Array.from({ length: size }, (_, i) => `a${a}v${i}`),
        }));
        run.case(`${size} houses, ${count} attributes`, () => {
          const puzzle = parsed(documentOf(size, attributes, []));
          const total = factorial(size) ** BigInt(count);
          const limit = 50;
          const counted = countSolutions(puzzle, { limit, keep: 5 });
          const problems: string[] = [];
          const want = total < BigInt(limit) ? Number(total) : limit;
          if (counted.count !== want) problems.push(`count ${counted.count}, expected ${want}`);
          if (counted.exhaustive !== total <= BigInt(limit)) problems.push(`exhaustive ${counted.exhaustive} with ${total} solutions`);
          if (counted.solutions.length !== Math.min(5, want)) problems.push(`${counted.solutions.length} solutions kept`);
          if (new Set(counted.solutions.map((s) => JSON.stringify(s))).size !== counted.solutions.length) problems.push("a solution twice");
          const deduced = deduce(puzzle);
          if (deduced.status !== (size === 1 ? "solved" : "stuck") || deduced.steps.length !== 0)
            problems.push(`deduce: ${deduced.status} after ${deduced.steps.length} steps`);
          const solved = solve(puzzle);
          if (solved.status !== (total === 1n ? "unique" : "multiple")) problems.push(`solve: ${solved.status}`);
          return problems;
        });
      }
    }
    run.finish(6 * 4);
  });

  it("counting far keeps only the grids asked for, so memory does not grow with the limit", () => {
    const attributes: Attribute[] = Array.from({ length: maxAttributes }, (_, a) => ({
      name: `A${a}`,
      values: Array.from({ length: maxSize }, (_, i) => `a${a}v${i}`),
    }));
    const puzzle = parsed(documentOf(maxSize, attributes, []));
    const before = process.memoryUsage().heapUsed;
    const counted = countSolutions(puzzle, { limit: 20_000, keep: 1 });
    const grownMb = (process.memoryUsage().heapUsed - before) / 1e6;
    expect(counted.count).toBe(20_000);
    expect(counted.exhaustive).toBe(false);
    expect(counted.solutions).toHaveLength(1);
    // 20,000 kept grids of 20 × 32 values would take well over 100 MB.
    expect(grownMb).toBeLessThan(100);
    // keep defaults to every solution found, and never exceeds the limit.
    expect(countSolutions(puzzle, { limit: 3 }).solutions).toHaveLength(3);
    expect(countSolutions(puzzle, { limit: 3, keep: 10 }).solutions).toHaveLength(3);
    expect(countSolutions(puzzle, { limit: 3, keep: 0 })).toMatchObject({ count: 3, solutions: [] });
    expect(solve(puzzle, { limit: 4, keep: 2 })).toMatchObject({ status: "multiple", count: 4 });
    expect(solve(puzzle, { limit: 4, keep: 2 }).solutions).toHaveLength(2);
    console.log("fuzz solver (counting far): 20,000 solutions of a 20 × 32 puzzle counted, 1 kept, 0 failures");
  });

  it("wildly under-constrained large puzzles: a few true clues at 12 to 20 houses (property, 30 cases)", () => {
    const run = new FuzzRun("under-constrained");
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 - 1 }), (seed) => {
        const { puzzle: base, hidden } = randomPuzzle(seed, { size: [12, maxSize], attrs: [2, 8], clues: [1, 6] });
        run.case(`seed ${seed}`, () => {
          const puzzle = parsed(documentOf(base.size, base.attributes, base.clues));
          const counted = countSolutions(puzzle, { limit: 20, keep: 20 });
          const problems: string[] = [];
          if (counted.count !== 20 || counted.exhaustive) problems.push(`count ${counted.count} (exhaustive ${counted.exhaustive}), expected to stop at 20`);
          for (const s of counted.solutions) if (!satisfiesAll(puzzle.clues, s, puzzle.size)) problems.push("a solution breaks a clue");
          if (!satisfiesAll(puzzle.clues, hidden, puzzle.size)) problems.push("the hidden grid breaks a clue");
          if (solve(puzzle).status !== "multiple") problems.push("solve does not say multiple");
          problems.push(...deductionProblems(puzzle, 2));
          return problems;
        });
      }),
      { seed: 777, numRuns: 30 },
    );
    run.finish(30);
  });

  it(`the largest documents: ${maxClues} clues, with and without a contradiction, and contradictions that need search`, () => {
    const run = new FuzzRun("large and hard");
    const { puzzle: base, hidden } = randomPuzzle(99, { size: [6, 6], attrs: [4, 4], clues: [40, 40] });
    const many = Array.from({ length: maxClues }, (_, i) => base.clues[i % base.clues.length]!);
    const truth = placementFromGrid(hidden, base.size);
    const r = rng(5);
    let bad: Clue;
    do bad = randomClue(r, base.size, base.attributes);
    while (clueHolds(bad, truth) !== false);
    run.case(`${maxClues} true clues`, () => {
      const puzzle = parsed(documentOf(base.size, base.attributes, many));
      const counted = countSolutions(puzzle, { limit: 2 });
      return counted.count >= 1 && counted.solutions.every((s) => satisfiesAll(puzzle.clues, s, puzzle.size))
        ? deductionProblems(puzzle, counted.count)
        : [`count ${counted.count}`];
    });
    run.case("every clue written twice: the same argument as once", () => {
      const once = parsed(documentOf(base.size, base.attributes, base.clues));
      const twice = parsed(documentOf(base.size, base.attributes, [...base.clues, ...base.clues.map((c) => ({ ...c, id: "again" }))]));
      return JSON.stringify(deduce(twice)) === JSON.stringify(deduce(once)) ? [] : ["the steps differ"];
    });
    run.case(`${maxClues} clues, the last one false`, () => {
      const puzzle = parsed(documentOf(base.size, base.attributes, [...many.slice(1), bad]));
      const unique = countSolutions(parsed(documentOf(base.size, base.attributes, many.slice(1)))).count === 1;
      const solved = solve(puzzle);
      if (!unique) return solved.status === "unsatisfiable" ? conflictProblems(puzzle, solved) : [];
      return [...conflictProblems(puzzle, solved, maxClues - 1), ...deductionProblems(puzzle, 0)];
    });
    // Twenty houses, values ordered by a chain of left_of clues, and the first one not first.
    const chain: Attribute[] = [
      { name: "A", values: Array.from({ length: maxSize }, (_, i) => `v${i}`) },
      { name: "B", values: Array.from({ length: maxSize }, (_, i) => i + 1) },
    ];
    const ref = (i: number) => ({ attr: "A", value: `v${i}` });
    run.case("a left_of chain over 20 houses with its head placed second", () => {
      const clues: Clue[] = [
        ...Array.from({ length: maxSize - 1 }, (_, i): Clue => ({ type: "left_of", a: ref(i), b: ref(i + 1) })),
        { type: "at", a: ref(0), pos: 2 },
      ];
      const puzzle = parsed(documentOf(maxSize, chain, clues));
      return [...conflictProblems(puzzle, solve(puzzle)), ...deductionProblems(puzzle, 0)];
    });
    run.case("three values at the ends of a 20-house row (pigeonhole)", () => {
      const clues: Clue[] = [0, 1, 2].map((i): Clue => ({ type: "ends", a: ref(i) }));
      const puzzle = parsed(documentOf(maxSize, chain, clues));
      const solved = solve(puzzle);
      const problems = [...conflictProblems(puzzle, solved), ...deductionProblems(puzzle, 0)];
      if (JSON.stringify(solved.conflict) !== "[0,1,2]") problems.push(`conflict ${JSON.stringify(solved.conflict)}`);
      return problems;
    });
    run.case("three values each next to the other two (a triangle on a line)", () => {
      const clues: Clue[] = [
        { type: "next_to", a: ref(0), b: ref(1) },
        { type: "next_to", a: ref(1), b: ref(2) },
        { type: "next_to", a: ref(2), b: ref(0) },
      ];
      const puzzle = parsed(documentOf(maxSize, chain, clues));
      return [...conflictProblems(puzzle, solve(puzzle)), ...deductionProblems(puzzle, 0)];
    });
    run.case("numeric comparisons in a cycle over 20 houses", () => {
      const clues: Clue[] = [
        { type: "less_than", attr: "B", a: ref(0), b: ref(1) },
        { type: "less_than", attr: "B", a: ref(1), b: ref(2) },
        { type: "difference", attr: "B", a: ref(2), b: ref(0), d: 1 },
      ];
      const puzzle = parsed(documentOf(maxSize, chain, clues));
      return [...conflictProblems(puzzle, solve(puzzle)), ...deductionProblems(puzzle, 0)];
    });
    run.finish(7);
  });
});
