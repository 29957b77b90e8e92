import { clueHolds, difficulties, placementFromGrid, serializePuzzle, type Clue, type Puzzle, type Tier, type Vocabulary } from "@zebra/model";
import { countSolutions, deduce } from "@zebra/solver";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generatePuzzle } from "./generate-puzzle.js";
import { categoricalVocabulary, testVocabulary } from "./internal/test-vocabulary.js";
import type { GenerateOptions } from "./options.js";
import type { GenerateSuccess } from "./result.js";
import { allClueTypesWeights, defaultWeights } from "./weights.js";
import { difficultyTargets, ratingTarget } from "./difficulty.js";

function generateOk(options: GenerateOptions): GenerateSuccess {
  const result = generatePuzzle(options);
  if (!result.ok) throw new Error(`generation failed: ${JSON.stringify(result.issues)}`);
  return result;
}

function withoutClue(puzzle: Puzzle, i: number): Puzzle {
  return { ...puzzle, clues: puzzle.clues.filter((_, j) => j !== i) };
}

/** Everything the format promises about a generated puzzle, checked by engines other than the sampler. */
function checkPuzzle(result: GenerateSuccess, maxTier: Tier, minimal: boolean): void {
  const { puzzle } = result;
  const solution = puzzle.solution!;
  const truth = placementFromGrid(solution, puzzle.size);
  for (const clue of puzzle.clues) expect(clueHolds(clue, truth), JSON.stringify(clue)).toBe(true);
  // Exactly one solution, by the complete solver, and it is the hidden grid.
  const counted = countSolutions(puzzle, { limit: 2 });
  expect(counted.count).toBe(1);
  expect(counted.solutions[0]).toEqual(solution);
  // The deductive solver finishes it within the allowed tiers.
  const solved = deduce(puzzle, { maxTier, trace: false });
  expect(solved.status).toBe("solved");
  expect(solved.grid).toEqual(solution);
  expect(result.grade.tier).toBeLessThanOrEqual(maxTier);
  if (minimal) {
    // Minimal within the limits it was made under: without any clue, no solve stays within them.
    const limits = result.stats.limits ?? { maxTier };
    expect(limits.maxTier).toBe(maxTier);
    for (let i = 0; i < puzzle.clues.length; i++) {
      expect(deduce(withoutClue(puzzle, i), { ...limits, trace: false }).status, `clue ${i + 1} could be removed`).not.toBe("solved");
    }
  }
}

describe("generatePuzzle: the puzzles", () => {
  it("have one solution (the hidden grid), are deducible within the tiers, true and minimal (sizes 2–7)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 7 }), fc.integer({ min: 1, max: 5 }), fc.nat({ max: 1_000_000 }), (size, attributes, seed) => {
        const result = generateOk({ size, attributes, vocabulary: testVocabulary, seed });
        checkPuzzle(result, 1, true);
      }),
      { seed: 20240601, numRuns: 60 },
    );
  });

  it("also hold with every clue type enabled (numeric comparisons, any_of, distance…)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.nat({ max: 1_000_000 }), (size, attributes, seed) => {
        const result = generateOk({ size, attributes, vocabulary: testVocabulary, seed, weights: allClueTypesWeights });
        checkPuzzle(result, 1, true);
      }),
      { seed: 7, numRuns: 40 },
    );
  });

  it("hold at tier 2 and without minimisation", () => {
    for (let seed = 0; seed < 6; seed++) {
      checkPuzzle(generateOk({ size: 5, attributes: 4, vocabulary: testVocabulary, seed, maxTier: 2 }), 2, true);
      const loose = generateOk({ size: 5, attributes: 4, vocabulary: testVocabulary, seed, minimise: false });
      checkPuzzle(loose, 1, false);
      expect(loose.stats.removedByMinimisation).toBe(0);
    }
  });

  it("hold for bigger sizes (sparsely)", () => {
    for (const [size, attributes, seed] of [
      [8, 8, 1],
      [10, 6, 2],
      [12, 4, 3],
    ] as const) {
      checkPuzzle(generateOk({ size, attributes, vocabulary: testVocabulary, seed }), 1, false);
    }
  });

  it("are minimal at 10×10 too, where tier 1's trials share their work", () => {
    checkPuzzle(generateOk({ size: 10, attributes: 8, vocabulary: testVocabulary, seed: 5 }), 1, true);
  });

  it("report what minimisation removed, and keep only clues the solution uses", () => {
    const result = generateOk({ size: 6, attributes: 5, vocabulary: testVocabulary, seed: 11 });
    const { stats } = result;
    expect(stats.kept).toBe(result.puzzle.clues.length);
    expect(stats.accepted).toBe(stats.kept + stats.removedUnused + stats.removedByMinimisation);
    expect(stats.sampled).toBeGreaterThanOrEqual(stats.accepted);
    const used = new Set(deduce(result.puzzle, { maxTier: 1 }).usedClues);
    expect(used.size).toBe(result.puzzle.clues.length);
  });

  it("carry the solution, a question, and meta that says how they were made", () => {
    const result = generateOk({ size: 5, attributes: 4, vocabulary: testVocabulary, seed: 3 });
    const { puzzle } = result;
    expect(puzzle.format).toBe("zebra-puzzle/1");
    expect(puzzle.meta).toMatchObject({ generator: "@zebra/sampler", seed: 3, vocabulary: "test", difficulty: result.grade.level });
    expect((puzzle.meta as { options: unknown }).options).toEqual(result.options);
    expect(puzzle.question).toBeDefined();
    const find = result.qa.find((q) => q.query.kind === "find")!;
    expect(find.query).toMatchObject({ find: puzzle.question!.find, where: puzzle.question!.where });
    // The find answer agrees with the solution.
    const q = puzzle.question!;
    const where = q.where as { attr: string; value: string };
    const pos = puzzle.solution![where.attr]!.indexOf(where.value);
    expect(find.answer).toBe(puzzle.solution![q.find.attr]![pos]);
    // The position code reads back as two positions.
    const code = result.qa.find((x) => x.query.kind === "position-code")!;
    if (code.query.kind !== "position-code") throw new Error("unreachable");
    const n = puzzle.size;
    const x = puzzle.solution![code.query.x.attr]!.indexOf(code.query.x.value) + 1;
    const y = puzzle.solution![code.query.y.attr]!.indexOf(code.query.y.value) + 1;
    expect(code.answer).toBe((n + 1) * y + x);
    expect(code.query.x).not.toEqual(code.query.y);
  });

  it("use values of the vocabulary, numeric ones in ascending order", () => {
    const result = generateOk({ size: 6, attributes: 4, vocabulary: testVocabulary, seed: 5, weights: { ...defaultWeights, less_than: 2, difference: 1 } });
    const names = result.puzzle.attributes.map((a) => a.name);
    expect(names.some((n) => n === "Age" || n === "Height")).toBe(true);
    for (const attribute of result.puzzle.attributes) {
      const pool = testVocabulary.attributes.find((a) => a.name === attribute.name)!;
      for (const v of attribute.values) expect(pool.values).toContain(v);
      if (typeof attribute.values[0] === "number") expect([...attribute.values].sort((a, b) => (a as number) - (b as number))).toEqual(attribute.values);
    }
  });

  it("use numeric comparisons when they are enabled and a numeric attribute is drawn", () => {
    let numeric = 0;
    for (let seed = 0; seed < 10; seed++) {
      const result = generateOk({
        size: 5,
        attributes: 3,
        vocabulary: testVocabulary,
        seed,
        weights: { same: 1, next_to: 1, left_of: 1, less_than: 3, greater_than: 3, difference: 3 },
      });
      numeric += result.puzzle.clues.filter((c) => c.type === "less_than" || c.type === "greater_than" || c.type === "difference").length;
    }
    expect(numeric).toBeGreaterThan(5);
  });

  it("use every enabled clue type, and house entities only rarely", () => {
    const seen = new Set<string>();
    let entities = 0;
    let houses = 0;
    const count = (clue: Clue): void => {
      if (clue.type === "any_of") {
        for (const o of clue.options) o.forEach(count);
        return;
      }
      for (const key of ["a", "b", "c"] as const) {
        const e = (clue as unknown as Record<string, unknown>)[key] as { pos?: number } | undefined;
        if (e === undefined) continue;
        entities++;
        if (e.pos !== undefined) houses++;
      }
    };
    for (let seed = 0; seed < 30; seed++) {
      const result = generateOk({ size: 6, attributes: 4, vocabulary: testVocabulary, seed, weights: allClueTypesWeights, minimise: false });
      for (const clue of result.puzzle.clues) {
        seen.add(clue.type);
        count(clue);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(allClueTypesWeights).sort());
    expect(houses).toBeGreaterThan(0);
    expect(houses / entities).toBeLessThan(0.1);
  });

  it("never use house entities with positionWeight 0", () => {
    for (let seed = 0; seed < 10; seed++) {
      const result = generateOk({ size: 5, attributes: 3, vocabulary: testVocabulary, seed, positionWeight: 0, minimise: false });
      expect(serializePuzzle(result.puzzle)).not.toMatch(/"pos"/);
    }
  });

  it("vary the operand order of symmetric clues", () => {
    // Both orders of `same` occur relative to the attribute order.
    let forward = 0;
    let backward = 0;
    for (let seed = 0; seed < 10; seed++) {
      const { puzzle } = generateOk({ size: 5, attributes: 5, vocabulary: categoricalVocabulary, seed });
      const order = puzzle.attributes.map((a) => a.name);
      for (const clue of puzzle.clues) {
        if (clue.type !== "same" || !("attr" in clue.a) || !("attr" in clue.b)) continue;
        if (order.indexOf(clue.a.attr) < order.indexOf(clue.b.attr)) forward++;
        else backward++;
      }
    }
    expect(forward).toBeGreaterThan(5);
    expect(backward).toBeGreaterThan(5);
  });
});

describe("generatePuzzle: determinism", () => {
  it("gives the same bytes for the same seed and options", () => {
    for (const options of [
      { size: 5, attributes: 5, vocabulary: testVocabulary, seed: 99 },
      { size: 4, attributes: 3, vocabulary: testVocabulary, seed: 2 ** 40 + 17, weights: allClueTypesWeights },
      { size: 6, attributes: 2, vocabulary: testVocabulary, seed: 5, difficulty: "medium" as const },
    ]) {
      const a = generateOk(options);
      const b = generateOk(options);
      expect(serializePuzzle(a.puzzle)).toBe(serializePuzzle(b.puzzle));
      expect(JSON.stringify({ ...a, stats: undefined })).toBe(JSON.stringify({ ...b, stats: undefined }));
    }
  });

  it("gives different puzzles for different seeds", () => {
    const bytes = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const { puzzle } = generateOk({ size: 4, attributes: 3, vocabulary: testVocabulary, seed });
      bytes.add(JSON.stringify({ ...puzzle, meta: undefined }));
    }
    expect(bytes.size).toBe(20);
  });

  it("does not depend on the clock", () => {
    let t = 0;
    const clock = (): number => (t += 7);
    const a = generateOk({ size: 5, attributes: 4, vocabulary: testVocabulary, seed: 1, clock });
    const b = generateOk({ size: 5, attributes: 4, vocabulary: testVocabulary, seed: 1 });
    expect(serializePuzzle(a.puzzle)).toBe(serializePuzzle(b.puzzle));
    expect(a.stats.ms).toBeGreaterThan(0);
    expect(b.stats.ms).toBeUndefined();
  });
});

describe("generatePuzzle: small sizes and budgets", () => {
  it("finishes every two-house puzzle (no three-position clue is ever sampled)", () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const attributes of [1, 2, 3]) {
        const result = generatePuzzle({ size: 2, attributes, vocabulary: testVocabulary, seed, weights: allClueTypesWeights });
        expect(result.ok, JSON.stringify(!result.ok && result.issues)).toBe(true);
        if (result.ok) checkPuzzle(result, 1, true);
      }
    }
  });

  it("reports a request that cannot be met for two houses instead of looping", () => {
    const result = generatePuzzle({ size: 2, attributes: 2, vocabulary: testVocabulary, seed: 1, weights: { between: 1, ends: 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]!.code).toBe("no-clue-types");
  });

  it("returns budget-exhausted when the sample budget runs out", () => {
    const result = generatePuzzle({ size: 6, attributes: 6, vocabulary: testVocabulary, seed: 1, budget: { maxSamples: 5 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ code: "budget-exhausted", path: "budget", details: { reason: "samples", maxSamples: 5 } });
    expect(result.stats?.sampled).toBe(5);
  });

  it("returns budget-exhausted when the time budget runs out (injected clock)", () => {
    let t = 0;
    const result = generatePuzzle({ size: 8, attributes: 8, vocabulary: testVocabulary, seed: 1, budget: { maxMs: 50 }, clock: () => (t += 1) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ code: "budget-exhausted", details: { reason: "time" } });
  });
});

describe("generatePuzzle: difficulty", () => {
  for (const level of difficulties) {
    it(`produces ${/^[aeiou]/.test(level) ? "an" : "a"} ${level} puzzle or says it could not`, () => {
      for (const [size, attributes, seed] of [
        [4, 4, 1],
        [5, 5, 2],
      ] as const) {
        const result = generatePuzzle({ size, attributes, vocabulary: categoricalVocabulary, seed, difficulty: level, budget: { maxAttempts: 30 } });
        if (result.ok) {
          expect(result.grade.level).toBe(level);
          expect(result.puzzle.meta).toMatchObject({ difficulty: level });
          checkPuzzle(result, result.options.maxTier as Tier, true);
        } else {
          expect(["difficulty-not-met", "budget-exhausted"]).toContain(result.issues[0]!.code);
          expect(result.issues[0]!.details).toMatchObject({ difficulty: level });
        }
      }
    });
  }

  it("reaches every level at 5×5 and 6×6 with the default budget, within the level's range of ratings", () => {
    for (const size of [5, 6]) {
      for (const level of difficulties) {
        const result = generateOk({ size, attributes: size, vocabulary: categoricalVocabulary, seed: 4, difficulty: level });
        const [lo, hi] = difficultyTargets[level].ratings;
        expect(result.grade.level).toBe(level);
        expect(result.grade.rating).toBeGreaterThanOrEqual(lo);
        expect(result.grade.rating).toBeLessThanOrEqual(hi);
        expect(result.puzzle.meta).toMatchObject({ difficulty: level, rating: result.grade.rating });
      }
    }
  });

  it("makes a puzzle of one rating, with the tiers it needs", () => {
    for (const rating of [1, 4, 7, 8]) {
      const result = generateOk({ size: 6, attributes: 6, vocabulary: categoricalVocabulary, seed: 9, difficulty: rating });
      expect(result.grade.rating).toBe(rating);
      expect(result.options).toMatchObject({ difficulty: rating, maxTier: ratingTarget(rating).maxTier });
      checkPuzzle(result, ratingTarget(rating).maxTier, true);
    }
  });

  it("derives each level's puzzles from the seed with the level: one seed at two levels gives two puzzles", () => {
    const made = [undefined, ...difficulties, 7].map((difficulty) =>
      generateOk({ size: 5, attributes: 5, vocabulary: categoricalVocabulary, seed: 12, ...(difficulty !== undefined ? { difficulty } : {}) }),
    );
    const grids = new Set(made.map((r) => JSON.stringify(r.puzzle.solution)));
    expect(grids.size).toBe(made.length);
    // The seed recorded is the one asked for.
    for (const r of made) expect(r.puzzle.meta).toMatchObject({ seed: 12 });
  });

  it("leans the clue-type weights toward harder puzzles after an attempt that was too easy; the grade stays the trace's", () => {
    const steered = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .map((seed) => generateOk({ size: 5, attributes: 5, vocabulary: categoricalVocabulary, seed, difficulty: "expert" }))
      .filter((r) => r.stats.weights !== undefined);
    expect(steered.length).toBeGreaterThan(0);
    for (const result of steered) {
      expect(result.stats.attempts).toBeGreaterThan(1);
      // Expert puzzles (proofs by contradiction) have more same-house clues, fewer ends.
      expect(result.stats.weights!["same"]).toBeGreaterThan(defaultWeights.same!);
      expect(result.stats.weights!["ends"]).toBeLessThan(defaultWeights.ends!);
      // The request is recorded as it was asked.
      expect(result.options.weights).toEqual(defaultWeights);
      expect(deduce(result.puzzle, { maxTier: 3 }).grade).toEqual(result.grade);
      expect(result.grade.level).toBe("expert");
    }
  });

  it("says which ratings it reached when one cannot be met", () => {
    // Eight or more clue combinations: out of reach of a 4×3 grid in two attempts.
    const result = generatePuzzle({ size: 4, attributes: 3, vocabulary: categoricalVocabulary, seed: 1, difficulty: 6, budget: { maxAttempts: 2 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ code: "difficulty-not-met", path: "difficulty", details: { difficulty: 6, attempts: 2 } });
    expect(result.issues[0]!.message).toMatch(/^No rating-6 puzzle of size 4×3 within 2 attempts \(ratings reached: .+\)\.$/);
  });

  it("rejects a rating that is not one", () => {
    for (const difficulty of [0, 11, 2.5]) {
      const result = generatePuzzle({ size: 4, attributes: 3, vocabulary: categoricalVocabulary, seed: 1, difficulty });
      expect(result.ok || result.issues[0]).toMatchObject({ code: "invalid-option", path: "difficulty" });
    }
  });
});

describe("generatePuzzle: options", () => {
  const base = { size: 5, attributes: 3, vocabulary: testVocabulary, seed: 1 };
  const codes = (options: GenerateOptions): string[] => {
    const result = generatePuzzle(options);
    return result.ok ? [] : result.issues.map((i) => `${i.code}@${i.path}`);
  };

  it("rejects bad sizes, counts, seeds and weights with the option's path", () => {
    expect(codes({ ...base, size: 1 })).toEqual(["invalid-option@size"]);
    expect(codes({ ...base, size: 2.5 })).toEqual(["invalid-option@size"]);
    expect(codes({ ...base, attributes: 0 })).toEqual(["invalid-option@attributes"]);
    expect(codes({ ...base, seed: -3 })).toEqual(["invalid-option@seed"]);
    expect(codes({ ...base, weights: { same: -1 } })).toEqual(["invalid-option@weights.same"]);
    expect(codes({ ...base, weights: { near: 1 } as never })).toEqual(["invalid-option@weights.near"]);
    expect(codes({ ...base, maxTier: 4 as never })).toEqual(["invalid-option@maxTier"]);
    expect(codes({ ...base, difficulty: "fiendish" as never })).toEqual(["invalid-option@difficulty"]);
    expect(codes({ ...base, difficulty: "expert", maxTier: 2 })).toEqual(["invalid-option@maxTier"]);
    expect(codes({ ...base, budget: { maxMs: 10 } })).toEqual(["invalid-option@budget.maxMs"]);
    expect(codes({ ...base, budget: { maxSamples: 0 } })).toEqual(["invalid-option@budget.maxSamples"]);
  });

  it("says when the vocabulary is too small for the size", () => {
    const result = generatePuzzle({ ...base, size: 15, attributes: 2 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ code: "vocabulary-too-small", details: { size: 15, requested: 2, available: 1 } });
    expect(codes({ ...base, attributes: 11 })).toEqual(["vocabulary-too-small@attributes"]);
  });

  it("takes a model Vocabulary as it is", () => {
    const vocabulary: Vocabulary = {
      id: "tiny",
      attributes: [
        { id: "pet", name: "Pet", values: ["dog", "cat", "zebra"], numeric: false },
        { id: "age", name: "Age", values: [20, 30, 40], numeric: true },
      ],
    };
    const result = generateOk({ size: 3, attributes: 2, vocabulary, seed: 1, weights: allClueTypesWeights });
    expect(result.puzzle.meta).toMatchObject({ vocabulary: "tiny" });
    checkPuzzle(result, 1, true);
  });

  it("rejects malformed vocabularies", () => {
    const vocabulary = {
      id: "bad",
      attributes: [
        { name: "A", values: ["x", "x", "y"] },
        { name: "B", values: [1, "two", 3] },
      ],
    };
    expect(codes({ ...base, size: 3, vocabulary })).toEqual([
      "invalid-vocabulary@vocabulary.attributes[0].values",
      "invalid-vocabulary@vocabulary.attributes[1].values",
    ]);
  });

  it("rejects weights that fit nothing or can never single out a solution", () => {
    expect(codes({ ...base, vocabulary: categoricalVocabulary, weights: { less_than: 1 } })).toEqual(["no-clue-types@weights"]);
    expect(codes({ ...base, weights: { same: 1, not_same: 1 }, positionWeight: 0 })).toEqual(["not-determinable@weights"]);
    expect(codes({ ...base, weights: { next_to: 1, ends: 1 }, positionWeight: 0 })).toEqual(["not-determinable@weights"]);
    // With house entities the same weights can pin down a solution.
    expect(codes({ ...base, weights: { same: 1, not_same: 1 }, positionWeight: 1 })).toEqual([]);
  });
});
