import { difficulties, difficultyRatings, type Difficulty } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { difficultyScalar } from "./difficulty-scalar.js";
import { generatePuzzle } from "./generate-puzzle.js";
import { levelReach, ratingReach } from "./level-reach.js";
import { testVocabulary } from "./internal/test-vocabulary.js";

const grade = (level: Difficulty, rating: number, score: number) => ({ level, rating, score });

describe("difficultyScalar", () => {
  it("puts each level in its quarter, from its bottom to its top, at every size the generator makes it", () => {
    for (let houses = 3; houses <= 8; houses++) {
      for (let attributes = 2; attributes <= 6; attributes++) {
        difficulties.forEach((level, l) => {
          if ((levelReach(houses, attributes, level)?.made ?? 0) < 3) return;
          const [lo, hi] = difficultyRatings[level];
          const easiest = difficultyScalar(grade(level, lo, 0), houses, attributes);
          const hardest = difficultyScalar(grade(level, hi, 9999), houses, attributes);
          expect(easiest).toBe(l / 4);
          expect(hardest).toBeGreaterThan((l + 0.99) / 4);
          expect(Math.min(3, Math.floor(4 * hardest))).toBe(l);
        });
      }
    }
  });

  it("grows with the score within a rating, and with the rating within a level", () => {
    let last = -1;
    for (let score = 0; score <= 400; score += 10) {
      const d = difficultyScalar(grade("hard", 7, score), 5, 5);
      expect(d).toBeGreaterThanOrEqual(last);
      last = d;
    }
    expect(difficultyScalar(grade("hard", 7, 400), 5, 5)).toBeGreaterThan(difficultyScalar(grade("hard", 7, 0), 5, 5));
    expect(difficultyScalar(grade("expert", 9, 10), 6, 6)).toBeGreaterThanOrEqual(difficultyScalar(grade("expert", 8, 500), 6, 6));
  });

  it("places real puzzles of a size beyond the table inside their level's quarter", () => {
    const result = generatePuzzle({ size: 9, attributes: 4, vocabulary: testVocabulary, seed: 3, difficulty: "medium" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const d = difficultyScalar(result.grade, 9, 4);
    expect(d).toBeGreaterThanOrEqual(0.25);
    expect(d).toBeLessThan(0.5);
  });
});

describe("levelReach", () => {
  it("knows that 2×2 makes only easy puzzles and 5×5 makes every level, and nothing of sizes it did not measure", () => {
    expect(difficulties.map((level) => levelReach(2, 2, level)?.made)).toEqual([24, 0, 0, 0]);
    expect(difficulties.map((level) => levelReach(5, 5, level)?.made)).toEqual([24, 24, 24, 24]);
    expect(levelReach(12, 12, "expert")).toBeUndefined();
  });
});

describe("ratingReach", () => {
  it("knows the ratings each size makes: 4×4 makes hard puzzles at rating 7, never 5 or 6", () => {
    expect(ratingReach(4, 4, 7)).toEqual({ made: 3, tries: 3 });
    expect(ratingReach(4, 4, 6)).toEqual({ made: 0, tries: 8 });
    expect(ratingReach(4, 4, 5)?.made).toBe(0);
    expect(ratingReach(2, 2, 2)?.made).toBe(0);
    // Any level: every size of the table makes puzzles.
    for (let h = 2; h <= 8; h++) for (let a = 1; a <= 6; a++) expect(ratingReach(h, a, undefined)?.made).toBe(3);
  });

  it("says nothing of sizes it did not measure or of numbers that are not ratings", () => {
    expect(ratingReach(9, 1, 10)).toBeUndefined();
    expect(ratingReach(4, 7, undefined)).toBeUndefined();
    for (const rating of [0, 11, 2.5]) expect(ratingReach(4, 4, rating)).toBeUndefined();
  });

  it("agrees with the generator on a rating it measured as made", () => {
    const made = [1, 2, 3].map((seed) => generatePuzzle({ size: 4, attributes: 4, vocabulary: testVocabulary, seed, difficulty: 7 }));
    expect(made.some((result) => result.ok && result.grade.rating === 7)).toBe(true);
  });
});
