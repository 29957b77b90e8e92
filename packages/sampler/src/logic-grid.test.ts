import { checkGrid, difficulties, parsePuzzle, serializePuzzle } from "@zebra/model";
import { deduce } from "@zebra/solver";
import { beforeAll, describe, expect, it } from "vitest";
import { countMatchings, openZ3, type Z3Handle } from "../../../scripts/soak/count-matchings.mjs";
import { generatePuzzle } from "./generate-puzzle.js";
import { categoricalVocabulary, testVocabulary } from "./internal/test-vocabulary.js";
import { logicGridWeights } from "./weights.js";

/** The sizes of the genre: 3 attributes × 4 values to 6 × 7. */
const bands = [
  [4, 3],
  [5, 4],
  [6, 4],
  [5, 5],
  [7, 4],
] as const;

describe("logic-grid generation", () => {
  // Uniqueness is checked by z3, which shares nothing with the solver that generated.
  let z3: Z3Handle;
  beforeAll(async () => {
    z3 = await openZ3();
  }, 60_000);

  it("makes puzzles with one matching (by an independent count) that the traced solve finishes", async () => {
    // One puzzle per band here (z3 takes about half a second for each); `pnpm soak:logic-grid` checks thousands.
    for (const [size, attributes] of bands) {
      for (const seed of [size + attributes]) {
        const result = generatePuzzle({ kind: "logic-grid", size, attributes, vocabulary: testVocabulary, seed });
        expect(result.ok, `${size}×${attributes} seed ${seed}`).toBe(true);
        if (!result.ok) continue;
        const puzzle = result.puzzle;
        expect(puzzle.kind).toBe("logic-grid");
        expect(puzzle.attributes[0]!.values.every((v) => typeof v === "string")).toBe(true);
        expect(await countMatchings(z3, puzzle)).toBe(1);
        const solved = deduce(puzzle, { trace: true, maxTier: 3 });
        expect(solved.status).toBe("solved");
        const checked = checkGrid(puzzle, puzzle.solution);
        expect(checked.ok && checked.value).toEqual({ violated: [] });
        expect(solved.grid).toEqual(puzzle.solution);
        // The document round-trips, and the model accepts every clue of a logic grid.
        const reread = parsePuzzle(serializePuzzle(puzzle));
        expect(reread.ok).toBe(true);
        if (reread.ok) expect(reread.value).toEqual(puzzle);
      }
    }
  });

  it("keeps every clue needed: dropping any one leaves two matchings or more", () => {
    for (let seed = 0; seed < 8; seed++) {
      const result = generatePuzzle({ kind: "logic-grid", size: 4, attributes: 3, vocabulary: testVocabulary, seed });
      if (!result.ok) throw new Error("no puzzle");
      const { puzzle } = result;
      puzzle.clues.forEach((_, i) => {
        const fewer = { ...puzzle, clues: puzzle.clues.filter((__, j) => j !== i) };
        // Minimal for tier 1 means: without the clue the solver stops; a second matching or a longer proof.
        expect(deduce(fewer, { maxTier: 1 }).status, `seed ${seed} clue ${i}`).not.toBe("solved");
      });
    }
  });

  it("draws the genre's clue types, and no clue that needs a row", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const result = generatePuzzle({ kind: "logic-grid", size: 5, attributes: 4, vocabulary: testVocabulary, seed });
      if (result.ok) for (const clue of result.puzzle.clues) seen.add(clue.type);
    }
    for (const type of seen) expect(Object.keys(logicGridWeights)).toContain(type);
    for (const type of ["either", "neither", "one_each", "less_than", "same", "not_same"]) expect(seen).toContain(type);
  });

  it("reaches every level", async () => {
    for (const difficulty of difficulties) {
      const result = generatePuzzle({ kind: "logic-grid", size: 5, attributes: 4, vocabulary: testVocabulary, seed: 3, difficulty });
      expect(result.ok, difficulty).toBe(true);
      if (result.ok) {
        expect(result.grade.level).toBe(difficulty);
        expect(await countMatchings(z3, result.puzzle)).toBe(1);
      }
    }
  });

  it("works without any ordered attribute", async () => {
    const result = generatePuzzle({ kind: "logic-grid", size: 5, attributes: 4, vocabulary: categoricalVocabulary, seed: 9 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(await countMatchings(z3, result.puzzle)).toBe(1);
  });

  it("gives the same bytes for the same seed", () => {
    const a = generatePuzzle({ kind: "logic-grid", size: 6, attributes: 5, vocabulary: testVocabulary, seed: 77 });
    const b = generatePuzzle({ kind: "logic-grid", size: 6, attributes: 5, vocabulary: testVocabulary, seed: 77 });
    if (!a.ok || !b.ok) throw new Error("no puzzle");
    expect(serializePuzzle(a.puzzle)).toBe(serializePuzzle(b.puzzle));
  });

  it("refuses positions in a logic grid", () => {
    const result = generatePuzzle({ kind: "logic-grid", size: 4, attributes: 3, vocabulary: testVocabulary, seed: 1, positionWeight: 0.5 });
    expect(result.ok).toBe(false);
  });
});
